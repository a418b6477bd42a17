// Spec §8: a script part that fails to load is reported as ChunkLoadError 'Loading chunk {id} failed'
// with the reason (missing, timeout or other), and the page recovers by reloading once.
(function () {
  var TIMEOUT_MS = 120000;
  function chunkName(url) {
    var m = /\/js\/([^/?#]+?)(?:\.[A-Za-z0-9_-]{6,})?\.js/.exec(url || '');
    return m ? m[1] : url || 'unknown';
  }
  // Imports cut off because the shopper is leaving the page are no failure; reloading would
  // cancel the navigation they asked for.
  var leaving = false;
  window.addEventListener('beforeunload', function () {
    leaving = true;
  });
  window.addEventListener('pageshow', function () {
    leaving = false;
  });
  function report(url, reason) {
    if (leaving) return;
    var error = new Error('Loading chunk ' + chunkName(url) + ' failed.\n(' + reason + ': ' + url + ')');
    error.name = 'ChunkLoadError';
    error.type = reason;
    error.request = url;
    console.error(error);
    var key = 'mooli_chunk_reload:' + location.pathname;
    try {
      if (!sessionStorage.getItem(key)) {
        sessionStorage.setItem(key, '1');
        location.reload();
        return;
      }
    } catch (e) {
      /* storage blocked: fall through to the notice */
    }
    document.documentElement.setAttribute('data-chunk-error', chunkName(url));
    window.dispatchEvent(new CustomEvent('mooli:chunk-error', { detail: { name: error.name, message: error.message, reason: reason } }));
  }
  function classify(url) {
    if (!url) {
      report(url, 'other');
      return;
    }
    var timer = setTimeout(function () {
      report(url, 'timeout');
    }, TIMEOUT_MS);
    fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
      function (res) {
        clearTimeout(timer);
        report(url, res.status === 404 ? 'missing' : 'other');
      },
      function () {
        clearTimeout(timer);
        report(url, 'other');
      },
    );
  }
  function urlOf(reason) {
    var m = /(https?:\/\/\S+?\.js|\/js\/\S+?\.js)/.exec(String(reason && (reason.message || reason)));
    return m ? m[1] : '';
  }
  // Astro islands retry a failed import once, then report here.
  document.addEventListener('astro:hydration-error', function (event) {
    event.preventDefault();
    classify(event.detail && event.detail.componentUrl);
  });
  window.addEventListener('vite:preloadError', function (event) {
    event.preventDefault();
    classify(urlOf(event.payload));
  });
  window.addEventListener('unhandledrejection', function (event) {
    var text = String(event.reason && (event.reason.message || event.reason));
    if (/dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(text)) {
      event.preventDefault();
      classify(urlOf(event.reason));
    }
  });
  window.addEventListener(
    'error',
    function (event) {
      var el = event.target;
      if (el && el.tagName === 'SCRIPT' && /\/js\//.test(el.src || '')) classify(el.src);
    },
    true,
  );
  // The notice's reload button (no inline handler: the Content-Security-Policy allows none).
  document.addEventListener('click', function (event) {
    var target = event.target;
    if (target && target.closest && target.closest('[data-reload]')) location.reload();
  });
})();
