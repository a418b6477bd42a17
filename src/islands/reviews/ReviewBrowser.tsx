import { useEffect, useRef, useState } from 'react';
import type { Page } from '../../../api/lib/request.ts';
import type { ReviewItem } from '../../../api/modules/reviews/schema.ts';
import { getReviewList } from '../../lib/api/reviews.ts';
import { makeT } from '../../lib/t.ts';
import Pagination from '../common/Pagination.tsx';
import { pageCount } from '../common/pages.ts';
import Rating from '../product/Rating.tsx';
import { filtersFromSearch, searchOfFilters, type ReviewFilters } from './reviewFilters.ts';
import '../../styles/products.css';
import './review-browser.css';

interface Props {
  /** The first page without filters, pre-rendered. */
  initial: Page<ReviewItem>;
  /** The products to filter by (id and name in the page's language). */
  products: Array<{ id: number; name: string }>;
  /** Locale prefix for product links: "" for en, "/de" etc. */
  base: string;
  locale: string;
  messages: Record<string, string>;
}

const RATINGS = [5, 4, 3, 2, 1];

/** Set on the page by user-review.astro's inline script while a filtered link's list is not yet filtered. */
export const FILTERED_LINK = 'data-review-filters';

/** The shop's reviews across products, filtered by product and star rating, page by page. */
export default function ReviewBrowser({ initial, products, base, locale, messages }: Props) {
  const t = makeT(messages);
  const [data, setData] = useState(initial);
  const [filters, setFilters] = useState<ReviewFilters>({});
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  /** The list the address asks for is rendered (a filtered link's, or the built one). */
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (arrived) document.documentElement.removeAttribute(FILTERED_LINK);
  }, [arrived]);
  const latest = useRef(0);
  const top = useRef<HTMLDivElement>(null);
  const productSelect = useRef<HTMLSelectElement>(null);
  const ratingSelect = useRef<HTMLSelectElement>(null);
  // UTC, so the pre-rendered date and the one the browser renders agree whatever the time zone.
  const date = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const languageName = new Intl.DisplayNames(locale, { type: 'language' });

  function load(next: ReviewFilters, page: number, scroll = false, settled?: () => void) {
    const ticket = ++latest.current;
    setFilters(next);
    setLoading(true);
    setFailed(false);
    getReviewList({ ...next, page, page_size: initial.page_size })
      .then((answer) => {
        if (ticket !== latest.current) return; // a newer choice is on its way
        setData(answer);
        if (scroll) top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      })
      .catch(() => ticket === latest.current && setFailed(true))
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
        settled?.();
      });
  }

  function choose(next: ReviewFilters, settled?: () => void) {
    history.replaceState(history.state, '', `${location.pathname}${searchOfFilters(next)}${location.hash}`);
    load(next, 1, false, settled);
  }

  // The page was built without filters: apply those of a shared link, or a choice made before the island hydrated.
  useEffect(() => {
    const fromUrl = filtersFromSearch(location.search);
    const chosen = filtersFromSearch(
      searchOfFilters({ product_id: Number(productSelect.current?.value), rating: Number(ratingSelect.current?.value) }),
    );
    const wanted = chosen.product_id || chosen.rating ? chosen : fromUrl;
    // The page's script hid the built (unfiltered) list of a filtered link: shown once the filtered one is rendered.
    if (wanted.product_id || wanted.rating) choose(wanted, () => setArrived(true));
    else setArrived(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  const count = pageCount(data.total, data.page_size);
  const filtered = Boolean(filters.product_id || filters.rating);
  return (
    <div className="review-browser" ref={top}>
      <search className="review-filters" aria-label={t('userReview.filters')}>
        <label>
          <span>{t('userReview.filterProduct')}</span>
          <select
            ref={productSelect}
            value={filters.product_id ?? ''}
            onChange={(e) => choose({ ...filters, product_id: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t('userReview.allProducts')}</option>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('userReview.filterRating')}</span>
          <select
            ref={ratingSelect}
            value={filters.rating ?? ''}
            onChange={(e) => choose({ ...filters, rating: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t('userReview.allRatings')}</option>
            {RATINGS.map((r) => (
              <option key={r} value={r}>
                {t(`userReview.rating${r}`)}
              </option>
            ))}
          </select>
        </label>
        {filtered && (
          <button type="button" className="btn btn-outline" onClick={() => choose({})}>
            {t('userReview.clear')}
          </button>
        )}
      </search>
      <p className="review-count" role="status">
        {loading ? t('userReview.loading') : t('userReview.count', { count: data.total })}
      </p>
      <div aria-busy={loading || undefined}>
        {data.list.length === 0 ? (
          <p className="notice">{t('userReview.empty')}</p>
        ) : (
          <ol className={`review-cards${loading ? ' is-loading' : ''}`}>
            {data.list.map((r) => (
              <li key={r.id} className="review-card" data-rating={r.rating} data-product-id={r.product_id}>
                <div className="review-card-head">
                  <strong>{r.author_name}</strong>
                  <time dateTime={r.created_at}>{date.format(new Date(r.created_at))}</time>
                </div>
                <Rating value={r.rating} label={t('product.rating', { rating: r.rating })} />
                <p className="review-card-text" lang={r.is_translation ? undefined : r.language}>
                  {r.content}
                </p>
                {(r.is_translation || r.language !== locale) && (
                  <p className="review-card-language">
                    {t(r.is_translation ? 'productPage.reviewTranslated' : 'productPage.reviewWrittenIn', {
                      language: languageName.of(r.language) ?? r.language,
                    })}
                  </p>
                )}
                <p className="review-card-product">
                  {t('userReview.reviewOf')} <a href={`${base}${r.route}`}>{r.product_name}</a>
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
      {failed && (
        <p className="error-text" role="alert">
          {t('userReview.loadFailed')}
        </p>
      )}
      <Pagination
        page={data.page}
        count={count}
        onPage={(p) => load(filters, p, true)}
        labels={{
          nav: t('userReview.pages'),
          previous: t('pager.previous'),
          next: t('pager.next'),
          page: (n) => t('pager.page', { page: n }),
        }}
      />
    </div>
  );
}
