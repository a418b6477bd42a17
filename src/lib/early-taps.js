// A tap on an island's button before the island has hydrated (a slow phone, a tap right after the
// page shows) would do nothing. It is held instead, and replayed on the same button as soon as the
// island has hydrated: the icon, overlay or Add to cart then reacts to the first tap. Several taps
// (a colour, then Add to cart) replay in their order, each in its own task so that the island has
// re-rendered in between; a tap repeated on the same button while waiting counts once.
(function () {
  function replay(queue) {
    var next = queue.shift();
    if (next && next.isConnected) next.click();
    if (queue.length) setTimeout(replay, 0, queue);
  }
  document.addEventListener(
    'click',
    function (e) {
      var target = e.target;
      if (!e.isTrusted || !(target instanceof Element)) return;
      var control = target.closest('button, [role="button"], [role="radio"]');
      var island = control && control.closest('astro-island[ssr]');
      if (!island) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      var queue = island.__heldTaps;
      if (!queue) {
        queue = island.__heldTaps = [];
        island.addEventListener(
          'astro:hydrate',
          function () {
            replay(queue);
          },
          { once: true },
        );
      }
      if (queue[queue.length - 1] !== control) queue.push(control);
    },
    true,
  );
})();
