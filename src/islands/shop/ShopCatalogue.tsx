import { useStore } from '../common/useStore.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '../../../api/modules/products/rules.ts';
import type { Page } from '../../../api/lib/request.ts';
import type { Category, ProductListItem } from '../../../api/modules/products/schema.ts';
import { getMaxPrice, getProductList } from '../../lib/api/products.ts';
import { decryptId } from '../../lib/idCipher.ts';
import { makeT } from '../../lib/t.ts';
import { $token } from '../../stores/auth.ts';
import { $country } from '../../stores/country.ts';
import Pagination from '../common/Pagination.tsx';
import { useLoadEffect } from '../common/useLoadEffect.ts';
import { pageCount } from '../common/pages.ts';
import ProductCard from '../product/ProductCard.tsx';
import PriceRange from './PriceRange.tsx';
import { defaultShopQuery, parseShopQuery, sameShopQuery, shopQueryString, type ShopQuery } from './shopQuery.ts';

interface Props {
  categories: Array<Category & { token: string }>;
  /** All products, recommended order, page 1, default country: what the page shows before it knows the URL. */
  initial: Page<ProductListItem>;
  /** The highest price of all products at build time, in the default country. */
  initialMaxPrice: string;
  builtFor: string;
  base: string;
  messages: Record<string, string>;
}

export const SHOP_PAGE_SIZE = 24;

const sortKeys: Record<ProductSort, string> = {
  recommended: 'shop.sortRecommended',
  newest: 'shop.sortNewest',
  price_asc: 'shop.sortPriceAsc',
  price_desc: 'shop.sortPriceDesc',
  rating: 'shop.sortRating',
  best_selling: 'shop.sortBestSelling',
};

const categoryIdOf = (token: string | null) => {
  const id = Number(decryptId(token));
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * /shop: category (through `t`, an encrypted category id), price range, sort and page, all kept in the
 * URL query; listed with the selected country's prices.
 */
export default function ShopCatalogue({ categories, initial, initialMaxPrice, builtFor, base, messages }: Props) {
  const t = makeT(messages);
  const country = useStore($country);
  const token = useStore($token);
  const [query, setQuery] = useState<ShopQuery>(defaultShopQuery);
  const [ready, setReady] = useState(false);
  const [page, setPage] = useState(initial);
  const [shownKey, setShownKey] = useState(`${shopQueryString(defaultShopQuery())}|${builtFor}|`);
  const [failed, setFailed] = useState(false);
  const [maxPrice, setMaxPrice] = useState(initialMaxPrice);
  const top = useRef<HTMLElement>(null);

  const categoryId = categoryIdOf(query.t);
  const current = useMemo(() => categories.find((c) => c.id === categoryId), [categories, categoryId]);

  // The URL is the state: read it once hydrated and again on back/forward.
  useEffect(() => {
    const read = () => setQuery(parseShopQuery(window.location.search));
    read();
    setReady(true);
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  const wantedKey = `${shopQueryString(query)}|${country}|${token ?? ''}`;
  useLoadEffect(
    () => {
      if (!ready || wantedKey === shownKey) return null;
      setFailed(false);
      return getProductList({
        category_id: categoryId,
        min_price: query.min !== null ? String(query.min) : undefined,
        max_price: query.max !== null ? String(query.max) : undefined,
        sort: query.sort,
        page: query.page,
        page_size: SHOP_PAGE_SIZE,
        country_code: country,
      });
    },
    (p) => {
      // A page past the end (an old link, a hand-typed URL) becomes the last page, so the count,
      // the cards and the pager always describe the same listing.
      const last = pageCount(p.total, SHOP_PAGE_SIZE);
      if (p.list.length === 0 && query.page > last) return navigate(withFilters({ page: last }), false, 'replace');
      setPage(p);
      setShownKey(wantedKey);
    },
    () => setFailed(true),
    [ready, wantedKey],
  );

  useLoadEffect(
    () => (ready ? getMaxPrice({ country_code: country, category_id: categoryId }) : null),
    (m) => setMaxPrice(m.max_price),
    () => undefined,
    [ready, country, categoryId],
  );

  function navigate(next: ShopQuery, scroll = false, history: 'push' | 'replace' = 'push') {
    if (sameShopQuery(next, query)) return;
    const url = `${window.location.pathname}${shopQueryString(next)}`;
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    setQuery(next);
    if (scroll) top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }
  const withFilters = (patch: Partial<ShopQuery>) => ({ ...query, ...patch, page: patch.page ?? 1 });
  const hrefFor = (q: ShopQuery) => `${base}/shop${shopQueryString(q)}`;
  const onLink = (q: ShopQuery) => (e: React.MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(q);
  };

  const loading = ready && wantedKey !== shownKey && !failed;
  const filtered = query.min !== null || query.max !== null;
  const ceiling = Math.ceil(Number(maxPrice)) || 1;
  return (
    <section className="shop" ref={top}>
      <div className="shop-head">
        <h1 className="page-title">{current ? current.cate_name : t('shop.title')}</h1>
        {/* The count of the cards shown stays while others load (the grid dims), so the line keeps its width. */}
        <p className="result-count" role="status">
          {t('shop.results', { count: page.total })}
          {loading && <span className="visually-hidden"> {t('shop.loading')}</span>}
        </p>
      </div>
      <nav className="category-filter" aria-label={t('shop.categories')}>
        <a
          href={hrefFor(withFilters({ t: null }))}
          onClick={onLink(withFilters({ t: null }))}
          aria-current={categoryId === undefined ? 'page' : undefined}
        >
          {t('shop.allCategories')}
        </a>
        {categories.map((c) => {
          const q = withFilters({ t: c.id === categoryId ? query.t : c.token });
          return (
            <a key={c.id} href={hrefFor(q)} onClick={onLink(q)} aria-current={c.id === categoryId ? 'page' : undefined}>
              {c.cate_name}
            </a>
          );
        })}
      </nav>
      <div className="shop-toolbar">
        <PriceRange ceiling={ceiling} min={query.min} max={query.max} t={t} onChange={(min, max) => navigate(withFilters({ min, max }))} />
        <label className="sort-select">
          <span>{t('shop.sortBy')}</span>
          <select value={query.sort} onChange={(e) => navigate(withFilters({ sort: e.target.value as ProductSort }))}>
            {PRODUCT_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(sortKeys[s])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {failed && (
        <p className="error-text" role="alert">
          {t('product.loadFailed')}
        </p>
      )}
      {page.list.length === 0 && !loading ? (
        <div className="notice shop-empty">
          <p>{t('shop.empty')}</p>
          {filtered && (
            <button type="button" className="btn btn-outline" onClick={() => navigate(withFilters({ min: null, max: null }))}>
              {t('shop.clearPrice')}
            </button>
          )}
        </div>
      ) : (
        <div
          className={`product-grid${loading ? ' is-loading' : ''}`}
          aria-busy={loading || undefined}
          data-category={ready ? (categoryId ?? 'all') : undefined}
          data-sort={query.sort}
          data-country={loading ? undefined : country}
        >
          {page.list.map((item, i) => (
            <ProductCard key={item.id} item={item} t={t} base={base} eager={i < 4} headingLevel={2} />
          ))}
        </div>
      )}
      <Pagination
        page={query.page}
        count={pageCount(page.total, SHOP_PAGE_SIZE)}
        onPage={(p) => navigate(withFilters({ page: p }), true)}
        hrefFor={(p) => hrefFor(withFilters({ page: p }))}
        labels={{ nav: t('shop.pages'), previous: t('pager.previous'), next: t('pager.next'), page: (n) => t('pager.page', { page: n }) }}
      />
    </section>
  );
}
