/** Records a page's layout shifts (CLS) from before its own scripts run, for the tests that hold it to 0. */
import { expect, type Page } from '@playwright/test';

/** Rounding noise of the browser's own measure; anything a shopper could see is far above it. */
export const NO_SHIFT = 0.001;

export interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** Starts recording the page's layout shifts before any of its own scripts runs. */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    interface LayoutShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    }
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '(gone)';
      const classes = Array.from(node.classList, (c) => `.${c}`).join('');
      return `${node.localName}${node.id ? `#${node.id}` : ''}${classes}`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function recordedShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

/** Resolves once the page has painted two more frames, so that a shift of the last change is reported. */
export function twoFrames(page: Page) {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

export function expectNoShift(shifts: Shift[], what: string) {
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const report = shifts.map((s) => `${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join('; ')}`).join('\n');
  expect(total, `${what} shifted by ${total.toFixed(4)}:\n${report}`).toBeLessThan(NO_SHIFT);
}
