import type { Page } from '@playwright/test';

/**
 * Waits until the page's React islands have hydrated (Astro drops their `ssr` attribute then).
 * By default only the ones hydrated on load or idle; `visible: true` includes those in view.
 */
export async function islandsReady(page: Page, opts: { visible?: boolean } = {}) {
  // Islands can hydrate before the page's load event; a test that then waits for a reload must not see this one.
  await page.waitForLoadState('load');
  await page.waitForFunction((visible) => {
    const pending = Array.from(document.querySelectorAll('astro-island[ssr]'));
    return pending.every((el) => {
      const when = el.getAttribute('client');
      if (when === 'load' || when === 'idle') return false;
      if (visible && when === 'visible') {
        const r = (el.firstElementChild ?? el).getBoundingClientRect();
        return !(r.bottom > 0 && r.top < window.innerHeight);
      }
      return true;
    });
  }, opts.visible ?? false);
}
