import { useRef, useState } from 'react';
import type { ShopBanner } from '../../../api/modules/curated/schema.ts';
import 'swiper/css';
import { firstPaint } from '../../lib/image-loading.ts';
import { useSwiper } from '../common/useSwiper.ts';
import { localizeHref } from '../../lib/links.ts';

export const SHOP_BANNER_AUTOPLAY_MS = 6000;

interface Props {
  items: ShopBanner[];
  /** Locale prefix ("" for en, "/de" …) for the banners' links inside the shop. */
  base: string;
  labels: { region: string; previous: string; next: string; goTo: string };
}

/** The banners at the top of /shop (POST /shop/banner/getList) in a swiper, one at a time. */
export default function ShopBanners({ items, base, labels }: Props) {
  const root = useRef<HTMLElement>(null);
  const [active, setActive] = useState(0);
  const swiper = useSwiper(
    root,
    items.length,
    ({ Swiper, A11y, Autoplay }, el) =>
      new Swiper(el, {
        modules: [A11y, Autoplay],
        loop: true,
        autoplay: { delay: SHOP_BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
        on: { slideChange: (sw) => setActive(sw.realIndex) },
      }),
  );

  if (items.length === 0) return null;
  return (
    <section className="shop-banners swiper" ref={root} aria-roledescription="carousel" aria-label={labels.region}>
      <div className="swiper-wrapper">
        {items.map((b, i) => {
          const content = (
            <>
              {/* The text comes before its picture: see .shop-banner-text in shop.css. */}
              <div className="shop-banner-text">
                <p className="shop-banner-title">{b.title}</p>
                {b.subtitle && <p className="shop-banner-subtitle">{b.subtitle}</p>}
              </div>
              <img src={b.image_url} alt="" width={1600} height={500} {...firstPaint(i === 0)} />
            </>
          );
          return (
            <div className="swiper-slide shop-banner" key={i}>
              {b.redirect_url ? <a href={localizeHref(base, b.redirect_url)}>{content}</a> : content}
            </div>
          );
        })}
      </div>
      {items.length > 1 && (
        <div className="shop-banner-controls">
          <button type="button" className="shop-banner-arrow" aria-label={labels.previous} onClick={() => swiper.current?.slidePrev()}>
            ‹
          </button>
          <div className="shop-banner-dots">
            {items.map((_, i) => (
              <button
                key={i}
                type="button"
                className={`shop-banner-dot${i === active ? ' is-active' : ''}`}
                aria-current={i === active ? 'true' : undefined}
                aria-label={labels.goTo.replace('{index}', String(i + 1))}
                onClick={() => swiper.current?.slideToLoop(i)}
              />
            ))}
          </div>
          <button type="button" className="shop-banner-arrow" aria-label={labels.next} onClick={() => swiper.current?.slideNext()}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
