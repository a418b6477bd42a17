/**
 * The time every expiry decision reads (codes, sessions, limits, upload sweeps). Production uses
 * the system clock; tests move it forward to cross an expiry without waiting.
 */
let source: () => number = () => Date.now();

/** Milliseconds since the epoch. */
export const nowMs = (): number => source();
export const now = (): Date => new Date(source());

/** Tests only: read time from `fn` until `resetClock()`. */
export function setClock(fn: () => number): void {
  source = fn;
}

export function resetClock(): void {
  source = () => Date.now();
}

/** Tests only: a clock that stands still until advanced; returns the control. */
export function freezeClock(start = Date.now()) {
  let t = start;
  setClock(() => t);
  return {
    advance(ms: number) {
      t += ms;
    },
    get ms() {
      return t;
    },
  };
}
