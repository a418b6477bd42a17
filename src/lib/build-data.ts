/**
 * The build's data layer: product and blog pages read their data in bulk (one call per language,
 * memoised by buildCall) and carry it in their props; every page is keyed by its props and what it
 * reads, so a publish re-renders only the pages whose data changed (page-reuse.ts).
 */
import { build } from './api/calls.ts';
import { buildCall } from './build-api.ts';
import { LOCALES, localeParams, type Locale } from './i18n.ts';
import { shard } from './build-shard.ts';
import { pageShard } from '../../api/modules/build/shards.ts';
import { digestOf, digestShared, keyedPaths } from './page-reuse.ts';

/** Every published product page of `locale` of this build process (the API answers its share), with the list items of its recommendations. */
export async function productPages(locale: Locale) {
  const all = await buildCall(build.productPages, locale, shard);
  return all.pages.map((page) => ({ ...page, recommended: page.recommended.map((id) => all.items[id]), country: all.country }));
}

/** Every published blog post of `locale` (of this build process), with the posts it recommends. */
export async function blogPages(locale: Locale) {
  const all = await buildCall(build.blogPages, locale);
  return all.pages
    .filter((page) => pageShard(page.post.id, locale, shard.shards) === shard.shard)
    .map((page) => ({ post: page.post, recommended: page.recommended.map((id) => all.items[id]) }));
}

export type ProductPageProps = Awaited<ReturnType<typeof productPages>>[number];

/**
 * A product page's props digest: the digest the API made of the page's product, reviews and solved
 * problems (when it made them, once per product), the country its prices are in, and the digest of
 * each list item it recommends, made once per item (a thousand product pages of a language share
 * them). Hashing each page's JSON here was most of keying the pages of a publish.
 */
export const productPropsDigest = ({ locale, page }: { locale: Locale; page: ProductPageProps }) =>
  digestOf([locale, page.country, page.digest, page.recommended.map((item) => (item ? digestShared(item) : null))]);
export type BlogPageProps = Awaited<ReturnType<typeof blogPages>>[number];

/**
 * getStaticPaths of the page at `route` (its path under src/pages: '/[...lang]/faq') in every
 * locale: keyed by what it reads while it renders, so a publish takes it from the live site while
 * none of that changed (see page-reuse.ts).
 */
export const keyedLocaleParams = (route: string) => () => keyedPaths(route, async () => localeParams());

/**
 * getStaticPaths of a page per item and locale (a product, a post) at `route`
 * ('/[...lang]/products/[slug]'): each path carries its item as `page`, which is part of its key
 * with what it reads while it renders.
 */
export const itemPaths =
  <P>(
    route: string,
    load: (locale: Locale) => Promise<P[]>,
    params: (page: P) => Record<string, string | undefined>,
    propsDigest?: (props: { locale: Locale; page: P }) => string,
  ) =>
  () =>
    keyedPaths(
      route,
      async () => {
        const perLocale = await Promise.all(LOCALES.map(async (locale) => ({ locale, pages: await load(locale) })));
        return perLocale.flatMap(({ locale, pages }) =>
          pages.map((page) => ({ params: { lang: locale === 'en' ? undefined : locale, ...params(page) }, props: { locale, page } })),
        );
      },
      propsDigest,
    );
