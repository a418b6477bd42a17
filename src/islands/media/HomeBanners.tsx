import { useRef, useState } from 'react';
import type { HomeBanner } from '../../../api/modules/home/schema.ts';
import 'swiper/css';
import { firstPaint } from '../../lib/image-loading.ts';
import { useSwiper } from '../common/useSwiper.ts';
import { localizeHref } from '../../lib/links.ts';

export const HOME_BANNER_AUTOPLAY_MS = 5000;

interface Props {
  items: HomeBanner[];
  /** Locale prefix ("" for en, "/de" …) for the banners' links. */
  base: string;
  labels: { region: string; previous: string; next: string; goTo: string };
}

/** The home page's banner carousel (POST /banner/getList): one slide at a time, each with its button. */
export default function HomeBanners({ items, base, labels }: Props) {
  const root = useRef<HTMLElement>(null);
  const [active, setActive] = useState(0);
  const swiper = useSwiper(
    root,
    items.length,
    ({ Swiper, A11y, Autoplay, Keyboard }, el) =>
      new Swiper(el, {
        modules: [A11y, Autoplay, Keyboard],
        loop: true,
        keyboard: { enabled: true, onlyInViewport: true },
        autoplay: { delay: HOME_BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
        on: { slideChange: (sw) => setActive(sw.realIndex) },
      }),
  );

  if (items.length === 0) return null;
  return (
    <section className="home-banners swiper" ref={root} aria-roledescription="carousel" aria-label={labels.region}>
      <div className="swiper-wrapper">
        {items.map((b, i) => (
          <div className="swiper-slide home-banner" key={b.id} data-testid="home-banner">
            {/* The text comes before its picture: see .home-banner-text in media.css. */}
            <div className="home-banner-text">
              <p className="home-banner-title">{b.title}</p>
              {b.subtitle && <p className="home-banner-subtitle">{b.subtitle}</p>}
              {b.redirect_url && (
                <a className="btn" href={localizeHref(base, b.redirect_url)} tabIndex={i === active ? undefined : -1}>
                  {b.button_text}
                  {/* An editor's "Learn more" says where it goes to search engines and screen readers too. */}
                  <span className="visually-hidden">: {b.title}</span>
                </a>
              )}
            </div>
            <img src={b.image_url} alt="" width={1600} height={600} {...firstPaint(i === 0)} />
          </div>
        ))}
      </div>
      {items.length > 1 && (
        <div className="home-banner-controls">
          <button type="button" className="home-banner-arrow" aria-label={labels.previous} onClick={() => swiper.current?.slidePrev()}>
            ‹
          </button>
          {items.map((_, i) => (
            <button
              key={i}
              type="button"
              className={`home-banner-dot${i === active ? ' is-active' : ''}`}
              aria-current={i === active ? 'true' : undefined}
              aria-label={labels.goTo.replace('{index}', String(i + 1))}
              onClick={() => swiper.current?.slideToLoop(i)}
            />
          ))}
          <button type="button" className="home-banner-arrow" aria-label={labels.next} onClick={() => swiper.current?.slideNext()}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
