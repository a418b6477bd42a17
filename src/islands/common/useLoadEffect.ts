import { useEffect, useRef, type DependencyList } from 'react';

/**
 * Loads something whenever `deps` change and hands the answer to `done` (or the failure to
 * `failed`), unless the island unmounted or the deps changed again first: a late answer for an old
 * country or page never overwrites a newer one. `load` returns null to skip this time.
 */
export function useLoadEffect<T>(
  load: () => Promise<T> | null,
  done: (value: T) => void,
  failed: (error: unknown) => void,
  deps: DependencyList,
): void {
  // The latest callbacks, so they need not be dependencies.
  const handlers = useRef({ done, failed });
  handlers.current = { done, failed };
  useEffect(() => {
    const pending = load();
    if (!pending) return;
    let live = true;
    pending.then(
      (value) => live && handlers.current.done(value),
      (error: unknown) => live && handlers.current.failed(error),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to load
  }, deps);
}
