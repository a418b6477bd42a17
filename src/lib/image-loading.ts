/**
 * How a picture loads: the largest one in view at first (a carousel's first slide, a product's
 * first picture) is fetched first and decoded in time for the frame that shows it, so the page's
 * largest paint is its first paint; the rest wait until they come near the screen and decode off
 * the main thread.
 */
export function firstPaint(largest: boolean) {
  return largest
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'sync' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
}
