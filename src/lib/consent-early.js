// Inlined in every page's head (RootLayout): decides before first paint whether the consent bar shows
// (the html element's consent-pending class shows it and locks scrolling), and accepts on the bar's
// button even before any module script has loaded. The cookie lasts 30 days (spec §9).
(function () {
  var root = document.documentElement;
  var accepted = /(?:^|;\s*)mooli_consent=1(?:;|$)/.test(document.cookie);
  if (accepted || root.getAttribute('data-path') === '/error') return;
  root.classList.add('consent-pending');
  document.addEventListener('click', function (event) {
    var target = event.target;
    if (!(target instanceof Element) || !target.closest('[data-consent-accept]')) return;
    var secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = 'mooli_consent=1; Max-Age=' + 30 * 24 * 3600 + '; Path=/; SameSite=Lax' + secure;
    root.classList.remove('consent-pending');
    window.dispatchEvent(new Event('mooli:consent'));
  });
})();
