// A tap on an island's button before the island has hydrated (a slow phone, a tap right after the
// page shows) would do nothing. It is held instead, and replayed on the same button as soon as the
// island has hydrated: the icon, overlay or Add to cart then reacts to the first tap.
(function () {
  document.addEventListener(
    'click',
    function (e) {
      var target = e.target;
      if (!e.isTrusted || !(target instanceof Element)) return;
      var control = target.closest('button, [role="button"]');
      var island = control && control.closest('astro-island[ssr]');
      if (!island) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      // Only the last tap of an island counts, as if the shopper had waited for it.
      if (!island.__heldTap) {
        island.addEventListener(
          'astro:hydrate',
          function () {
            var held = island.__heldTap;
            island.__heldTap = null;
            if (held && held.isConnected) held.click();
          },
          { once: true },
        );
      }
      island.__heldTap = control;
    },
    true,
  );
})();
