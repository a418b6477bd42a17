import { useRef, useState } from 'react';
import type { ProductReviewPage } from '../../../api/modules/reviews/schema.ts';
import { getProductReviews } from '../../lib/api/reviews.ts';
import { makeT, type KeysIn, type Picked } from '../../lib/t.ts';
import Pagination from '../common/Pagination.tsx';
import { pageCount } from '../common/pages.ts';
import Rating from './Rating.tsx';

/** The messages of the product page's reviews; the page passes `messagesFor(locale, reviewsMessages)`. */
export const reviewsMessages = [
  'productPage.reviewsTitle',
  'productPage.ratingBreakdown',
  'productPage.noReviews',
  'productPage.loadFailed',
  'productPage.reviewPages',
  'productPage.reviewPhoto',
  'productPage.reviewTranslated',
  'productPage.reviewWrittenIn',
  'product.rating',
  'product.reviews',
  'pager.previous',
  'pager.next',
  'pager.page',
] as const;

interface Props {
  productId: number;
  /** The first page, pre-rendered. */
  initial: ProductReviewPage;
  locale: string;
  messages: Picked<KeysIn<typeof reviewsMessages>>;
}

const STARS = ['5', '4', '3', '2', '1'] as const;

/** A product's reviews: the rating summary (average, count, stars breakdown) and the reviews, page by page. */
const formats = new Map<string, { date: Intl.DateTimeFormat; languageName: Intl.DisplayNames }>();
/** Formatters are costly to make (the build renders thousands of these): one pair per language. */
function formatsOf(locale: string) {
  let found = formats.get(locale);
  if (!found) {
    found = {
      // UTC, so the pre-rendered date and the one the browser renders agree whatever the time zone.
      date: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
      languageName: new Intl.DisplayNames(locale, { type: 'language' }),
    };
    formats.set(locale, found);
  }
  return found;
}

export default function ProductReviews({ productId, initial, locale, messages }: Props) {
  const t = makeT(messages);
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const top = useRef<HTMLElement>(null);
  const { date, languageName } = formatsOf(locale);

  function goTo(page: number) {
    setLoading(true);
    setFailed(false);
    getProductReviews({ product_id: productId, page, page_size: initial.page_size })
      .then((next) => {
        setData(next);
        top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      })
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  }

  const count = pageCount(data.total, data.page_size);
  return (
    <section className="reviews" id="reviews" ref={top} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title">
        {t('productPage.reviewsTitle')}
      </h2>
      <div className="reviews-layout">
        <div className="reviews-summary">
          <p className="reviews-average">{data.reviews > 0 ? data.review_rating.toFixed(1) : '–'}</p>
          <Rating value={data.review_rating} label={t('product.rating', { rating: data.review_rating })} />
          <p className="reviews-count">{t('product.reviews', { count: data.reviews })}</p>
          <h3 className="visually-hidden">{t('productPage.ratingBreakdown')}</h3>
          <ul className="reviews-bars">
            {STARS.map((star) => {
              const n = data.rating_counts[star] ?? 0;
              const pct = data.reviews > 0 ? Math.round((n / data.reviews) * 100) : 0;
              return (
                <li key={star}>
                  <span className="bar-label">{star} ★</span>
                  <span className="bar" aria-hidden="true">
                    <span style={{ width: `${pct}%` }} />
                  </span>
                  <span className="bar-count">{n}</span>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="reviews-list" aria-busy={loading || undefined}>
          {data.list.length === 0 ? (
            <p className="notice">{t('productPage.noReviews')}</p>
          ) : (
            <ol className={loading ? 'is-loading' : undefined}>
              {data.list.map((r) => (
                <li key={r.id} className="review">
                  <div className="review-head">
                    <strong className="review-author">{r.author_name}</strong>
                    <time dateTime={r.created_at}>{date.format(new Date(r.created_at))}</time>
                  </div>
                  <Rating value={r.rating} label={t('product.rating', { rating: r.rating })} />
                  <p className="review-text" lang={r.is_translation ? undefined : r.language}>
                    {r.content}
                  </p>
                  {(r.is_translation || r.language !== locale) && (
                    <p className="review-language">
                      {t(r.is_translation ? 'productPage.reviewTranslated' : 'productPage.reviewWrittenIn', {
                        language: languageName.of(r.language) ?? r.language,
                      })}
                    </p>
                  )}
                  {r.images.length > 0 && (
                    <div className="review-images">
                      {r.images.map((src) => (
                        <img
                          key={src}
                          src={src}
                          alt={t('productPage.reviewPhoto', { name: r.author_name })}
                          width={88}
                          height={88}
                          loading="lazy"
                        />
                      ))}
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
          {failed && (
            <p className="error-text" role="alert">
              {t('productPage.loadFailed')}
            </p>
          )}
          <Pagination
            page={data.page}
            count={count}
            onPage={goTo}
            labels={{
              nav: t('productPage.reviewPages'),
              previous: t('pager.previous'),
              next: t('pager.next'),
              page: (n) => t('pager.page', { page: n }),
            }}
          />
        </div>
      </div>
    </section>
  );
}
