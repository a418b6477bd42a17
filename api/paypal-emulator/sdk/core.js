/*
 * Stand-in for PayPal's web SDK v6 (https://www.paypal.com/web-sdk/v6/core), served by the PayPal
 * sandbox emulator so that checkout works offline. It implements the subset the storefront uses:
 *   paypal.createInstance({ clientId, components, pageType })
 *     .findEligibleMethods({ currencyCode, countryCode, amount }) -> { isEligible(method) }
 *     .createPayPalOneTimePaymentSession / createVenmoOneTimePaymentSession /
 *      createPayLaterOneTimePaymentSession / createCardOneTimePaymentSession
 *        ({ onApprove, onCancel, onError, onShippingAddressChange }) -> { start(options, orderPromise) }
 * start() opens an approval window (an in-page dialog) where the buyer can change the shipping
 * country, then pay, pay with a test card that is declined or left pending, or cancel.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var base = new URL(script ? script.src : '/paypal-sandbox/web-sdk/v6/core', location.href).pathname.replace(/\/web-sdk\/v6\/core$/, '');
  var COUNTRIES = ['US', 'CA', 'GB', 'IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'AT', 'BE', 'PL', 'PT', 'SE', 'CH', 'JP', 'AU', 'BR'];
  var PAY_LATER = ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'AU'];

  function request(method, path, body) {
    return fetch(base + path, {
      method: method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (res) {
      return res.json().then(function (json) {
        if (!res.ok) throw new Error((json && json.message) || 'PayPal sandbox emulator error ' + res.status);
        return json;
      });
    });
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') node.textContent = attrs[k];
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) {
      node.appendChild(c);
    });
    return node;
  }

  function approvalWindow(funding, orderId, callbacks) {
    var previousFocus = document.activeElement;
    var titleId = 'pp-emulator-title-' + orderId;
    var status = el('p', { role: 'status', 'aria-live': 'polite', style: 'min-height:1.5em;margin:8px 0' });
    var total = el('p', { 'data-testid': 'pp-total', style: 'font-size:18px;font-weight:bold;margin:8px 0' });
    var select = el('select', { id: 'pp-country', 'aria-label': 'Ship to' });
    COUNTRIES.forEach(function (c) {
      select.appendChild(el('option', { value: c, text: c }));
    });
    var rejected = {};
    var pay = el('button', { type: 'button', text: funding === 'card' ? 'Pay with test card' : 'Pay with ' + funding });
    var declined = el('button', { type: 'button', text: 'Test card: declined' });
    var pending = el('button', { type: 'button', text: 'Test card: pending' });
    var cancel = el('button', { type: 'button', text: 'Cancel and return to the shop' });
    var dialog = el(
      'div',
      {
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': titleId,
        tabindex: '-1',
        style:
          'background:#fff;color:#111;max-width:420px;width:92vw;padding:20px;border-radius:12px;font:15px/1.4 system-ui,sans-serif;box-shadow:0 10px 40px rgba(0,0,0,.3)',
      },
      [
        el('h2', { id: titleId, text: 'PayPal sandbox emulator', style: 'margin:0 0 4px;font-size:20px' }),
        el('p', { text: 'Test payment window: no real money moves. Order ' + orderId, style: 'margin:0 0 12px;color:#555' }),
        el('label', { for: 'pp-country', text: 'Ship to ', style: 'display:block;margin:8px 0' }, [select]),
        total,
        status,
        el('div', { style: 'display:flex;flex-direction:column;gap:8px;margin-top:12px' }, [pay, declined, pending, cancel]),
      ],
    );
    var overlay = el(
      'div',
      {
        'data-pp-emulator': 'window',
        style:
          'position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center',
      },
      [dialog],
    );
    document.body.appendChild(overlay);
    dialog.focus();

    function close() {
      overlay.remove();
      document.removeEventListener('keydown', onKey);
      if (previousFocus && previousFocus.focus) previousFocus.focus();
    }
    function showTotal() {
      return request('GET', '/buyer/orders/' + encodeURIComponent(orderId)).then(function (order) {
        var a = order.purchase_units[0].amount;
        total.textContent = 'Total: ' + a.value + ' ' + a.currency_code;
        var ship = order.purchase_units[0].shipping;
        if (ship && ship.address && ship.address.country_code) select.value = ship.address.country_code;
      });
    }
    function setBusy(busy) {
      [pay, declined, pending, select].forEach(function (b) {
        b.disabled = busy;
      });
    }
    function approve(outcome) {
      if (rejected[select.value]) return;
      setBusy(true);
      status.textContent = 'Approving...';
      request('POST', '/buyer/orders/' + encodeURIComponent(orderId) + '/approve', {
        funding: funding,
        outcome: outcome,
        country: select.value,
      })
        .then(function () {
          close();
          return callbacks.onApprove && callbacks.onApprove({ orderId: orderId });
        })
        .catch(function (err) {
          setBusy(false);
          status.textContent = err.message;
          if (callbacks.onError) callbacks.onError(err);
        });
    }
    function onKey(e) {
      if (e.key === 'Escape') {
        close();
        if (callbacks.onCancel) callbacks.onCancel({ orderId: orderId });
      }
    }

    select.addEventListener('change', function () {
      var country = select.value;
      setBusy(true);
      status.textContent = 'Updating shipping...';
      // Venmo reports shipping changes from PayPal's servers only (the order's server-side callback);
      // the other wallets call the page's onShippingAddressChange, as PayPal's web SDK does.
      Promise.resolve(
        funding === 'venmo'
          ? request('POST', '/buyer/orders/' + encodeURIComponent(orderId) + '/shipping', { country: country })
          : callbacks.onShippingAddressChange
            ? callbacks.onShippingAddressChange({ orderId: orderId, shippingAddress: { countryCode: country } })
            : null,
      )
        .then(function () {
          delete rejected[country];
          status.textContent = 'Shipping updated for ' + country + '.';
          return showTotal();
        })
        .catch(function () {
          rejected[country] = true;
          status.textContent = 'The shop does not ship to ' + country + '. Choose another country.';
        })
        .then(function () {
          setBusy(false);
          pay.disabled = declined.disabled = pending.disabled = !!rejected[country];
          select.value = country;
        });
    });
    pay.addEventListener('click', function () {
      approve('approve');
    });
    declined.addEventListener('click', function () {
      approve('declined');
    });
    pending.addEventListener('click', function () {
      approve('pending');
    });
    cancel.addEventListener('click', function () {
      close();
      if (callbacks.onCancel) callbacks.onCancel({ orderId: orderId });
    });
    document.addEventListener('keydown', onKey);
    showTotal().catch(function (err) {
      status.textContent = err.message;
    });
  }

  function session(funding, callbacks) {
    return {
      start: function (_options, orderPromise) {
        return Promise.resolve(orderPromise)
          .then(function (created) {
            var orderId = created && (created.orderId || created.id);
            if (!orderId) throw new Error('No order id');
            approvalWindow(funding, orderId, callbacks || {});
          })
          .catch(function (err) {
            if (callbacks && callbacks.onError) callbacks.onError(err);
          });
      },
    };
  }

  window.paypal = {
    version: '6.0.0-emulator',
    createInstance: function (options) {
      if (!options || !(options.clientId || options.clientToken)) return Promise.reject(new Error('clientId or clientToken is required'));
      return Promise.resolve({
        findEligibleMethods: function (o) {
          o = o || {};
          var currency = o.currencyCode || 'USD';
          var country = o.countryCode || 'US';
          var amount = Number(o.amount || 0);
          var eligible = {
            paypal: true,
            card: true,
            venmo: currency === 'USD' && country === 'US',
            paylater: PAY_LATER.indexOf(country) >= 0 && (!amount || (amount >= 30 && amount <= 10000)),
          };
          return Promise.resolve({
            isEligible: function (m) {
              return !!eligible[m];
            },
          });
        },
        createPayPalOneTimePaymentSession: function (cb) {
          return session('paypal', cb);
        },
        createVenmoOneTimePaymentSession: function (cb) {
          return session('venmo', cb);
        },
        createPayLaterOneTimePaymentSession: function (cb) {
          return session('paylater', cb);
        },
        createCardOneTimePaymentSession: function (cb) {
          return session('card', cb);
        },
      });
    },
  };
})();
