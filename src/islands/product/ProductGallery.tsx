import { useStore } from '../common/useStore.ts';
import { useEffect, useRef, useState } from 'react';
import type { GalleryImage } from '../../../api/modules/products/schema.ts';
import { makeT, type KeysIn, type Picked } from '../../lib/t.ts';
import { $purchase } from '../../stores/purchase.ts';
import 'swiper/css';
import { firstPaint } from '../../lib/image-loading.ts';
import { useSwiper } from '../common/useSwiper.ts';

/** The messages the gallery reads; the product page passes `messagesFor(locale, galleryMessages)`. */
export const galleryMessages = [
  'productPage.images',
  'productPage.imageAlt',
  'productPage.imageOf',
  'productPage.showImage',
  'productPage.previousImage',
  'productPage.nextImage',
] as const;

interface Props {
  images: GalleryImage[];
  productName: string;
  messages: Picked<KeysIn<typeof galleryMessages>>;
}

interface SwiperLike {
  activeIndex: number;
  slideTo(index: number, speed?: number): void;
  slidePrev(): void;
  slideNext(): void;
  on(event: 'slideChange', handler: (s: SwiperLike) => void): void;
  destroy(): void;
}

/**
 * The product images (WebP in several widths) in a swiper with thumbnails. Choosing a colour shows
 * that colour's picture.
 */
export default function ProductGallery({ images, productName, messages }: Props) {
  const t = makeT(messages);
  const root = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const purchase = useStore($purchase);
  const firstSku = useRef<number | null | undefined>(undefined);

  const swiper = useSwiper(root, images.length, ({ Swiper, A11y, Keyboard }, el) => {
    const s = new Swiper(el, {
      modules: [A11y, Keyboard],
      keyboard: { enabled: true, onlyInViewport: true },
      a11y: { enabled: true, slideLabelMessage: t('productPage.imageOf', { index: '{{index}}', total: '{{slidesLength}}' }) },
      initialSlide: active,
      spaceBetween: 8,
    }) as unknown as SwiperLike;
    s.on('slideChange', (sw) => setActive(sw.activeIndex));
    return s;
  });

  // A colour chosen by the shopper (not the one shown on load) brings its picture to the front.
  const skuId = purchase?.skuId ?? null;
  useEffect(() => {
    if (skuId === null) return;
    if (firstSku.current === undefined) {
      firstSku.current = skuId;
      return;
    }
    const at = images.findIndex((img) => img.sku_id === skuId);
    if (at >= 0) show(at);
  }, [skuId]);

  function show(index: number) {
    setActive(index);
    swiper.current?.slideTo(index);
  }

  if (images.length === 0) return <div className="gallery gallery-empty" />;
  const current = images[active] ?? images[0];
  return (
    <div className="gallery" data-active-image={current.url}>
      <div className="gallery-main swiper" ref={root}>
        <div className="swiper-wrapper">
          {images.map((img, i) => (
            <div className="swiper-slide" key={img.url}>
              <img
                src={img.url}
                srcSet={img.srcset}
                sizes="(max-width: 760px) 100vw, 50vw"
                width={img.width}
                height={img.height}
                alt={t('productPage.imageAlt', { name: productName, index: i + 1 })}
                {...firstPaint(i === 0)}
              />
            </div>
          ))}
        </div>
        {images.length > 1 && (
          <>
            <button
              type="button"
              className="gallery-nav gallery-prev"
              aria-label={t('productPage.previousImage')}
              disabled={active === 0}
              onClick={() => show(Math.max(0, active - 1))}
            >
              ‹
            </button>
            <button
              type="button"
              className="gallery-nav gallery-next"
              aria-label={t('productPage.nextImage')}
              disabled={active === images.length - 1}
              onClick={() => show(Math.min(images.length - 1, active + 1))}
            >
              ›
            </button>
          </>
        )}
      </div>
      {images.length > 1 && (
        <div className="gallery-thumbs" role="group" aria-label={t('productPage.images')}>
          {images.map((img, i) => (
            <button
              type="button"
              key={img.url}
              className={`gallery-thumb${i === active ? ' is-active' : ''}`}
              aria-current={i === active ? 'true' : undefined}
              aria-label={t('productPage.showImage', { index: i + 1 })}
              onClick={() => show(i)}
            >
              <img src={img.url} srcSet={img.srcset} sizes="80px" width={80} height={80} alt="" loading="lazy" decoding="async" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
