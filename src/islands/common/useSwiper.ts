import { useEffect, useRef, type RefObject } from 'react';

type SwiperLib = typeof import('../../lib/swiper.ts');

/**
 * Mounts a swiper on `root` once there is something to swipe (`slides` > 1), loading the library on
 * first use, and destroys it on unmount. Returns a ref to the instance for prev/next/slideTo buttons.
 */
export function useSwiper<S extends { destroy(): void }>(
  root: RefObject<HTMLElement | null>,
  slides: number,
  create: (lib: SwiperLib, el: HTMLElement) => S,
): RefObject<S | null> {
  const instance = useRef<S | null>(null);
  useEffect(() => {
    if (!root.current || slides < 2) return;
    let cancelled = false;
    import('../../lib/swiper.ts').then((lib) => {
      if (!cancelled && root.current) instance.current = create(lib, root.current);
    });
    return () => {
      cancelled = true;
      instance.current?.destroy();
      instance.current = null;
    };
  }, [slides]);
  return instance;
}
