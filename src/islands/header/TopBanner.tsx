import { useRef } from 'react';
import type { TopBanner as Banner } from '../../../api/modules/site/schema.ts';
import { readableTextOn } from '../../lib/contrast.ts';
import { useSwiper } from '../common/useSwiper.ts';

export const BANNER_AUTOPLAY_MS = 5000;
export const DEFAULT_BANNER_COLOR = '#EE5E7B';

/** The rotating strip above the header (spec §2): one item at a time, autoplay 5 s. */
export default function TopBanner({ items, label }: { items: Banner[]; label: string }) {
  const root = useRef<HTMLElement>(null);
  useSwiper(
    root,
    items.length,
    ({ Swiper, Autoplay }, el) =>
      new Swiper(el, {
        modules: [Autoplay],
        loop: true,
        autoplay: { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
        allowTouchMove: true,
      }),
  );

  if (items.length === 0) return null;
  return (
    <section className="top-banner swiper" ref={root} aria-label={label}>
      <div className="swiper-wrapper">
        {items.map((item, i) => {
          const background = item.bg_color || DEFAULT_BANNER_COLOR;
          // Text that stays readable (WCAG AA) whatever colour the banner was given.
          const color = readableTextOn(background);
          return (
            <div className="swiper-slide top-banner-item" style={{ background, color }} key={i}>
              {item.redirect_url ? (
                <a href={item.redirect_url} style={{ color }}>
                  {item.text}
                </a>
              ) : (
                <span>{item.text}</span>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
