/**
 * The build's data layer: product and blog pages read their data in bulk (one call per language,
 * memoised by buildCall) and carry it in their props, and each page gets a key made from everything
 * it shows, so a publish re-renders only the pages whose data changed (page-reuse.ts).
 */
import { createHash } from 'node:crypto';
import { build, products, site } from './api/calls.ts';
import { buildCall } from './build-api.ts';
import { LOCALES, localeParams, type Locale } from './i18n.ts';
import { shard } from './build-shard.ts';
import { pageShard } from '../../api/modules/build/shards.ts';
import { renderChanged } from './page-reuse.ts';

/** What every page's layout shows (the header's banners and categories, the country list, the year) and the build settings in its HTML. */
async function layoutData(locale: Locale) {
  const [banners, categories, countries] = await Promise.all([
    buildCall(site.topBanners, locale),
    buildCall(products.categoryList, locale),
    buildCall(site.countryList, locale),
  ]);
  const env = ['SITE_URL', 'PUBLIC_API_BASE', 'PUBLIC_ID_CIPHER_KEY', 'CONTACT_EMAIL', 'PARTNER_URL'].map(
    (name) => process.env[name] ?? '',
  );
  // The footer's copyright year: a new year renders every page again.
  return { banners, categories, countries, env, year: new Date().getFullYear() };
}

const layoutDigests = new Map<Locale, Promise<string>>();
/** The digest of a locale's layout data, made once per build process (every page of the locale shares it). */
function layoutDigest(locale: Locale): Promise<string> {
  let digest = layoutDigests.get(locale);
  if (!digest) {
    digest = layoutData(locale).then((data) => createHash('sha256').update(JSON.stringify(data)).digest('base64url'));
    layoutDigests.set(locale, digest);
  }
  return digest;
}

/** A page's key: a digest of its own data and its layout's, so any change to what it shows changes it. */
export async function pageKey(locale: Locale, data: unknown): Promise<string> {
  return createHash('sha256')
    .update(await layoutDigest(locale))
    .update(JSON.stringify(data) ?? 'null')
    .digest('base64url');
}

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
export type BlogPageProps = Awaited<ReturnType<typeof blogPages>>[number];

/**
 * getStaticPaths of the page at `route` (its path under src/pages: '/[...lang]/faq') in every
 * locale, whose content is its code, its layout and what `load` reads (the same memoised calls the
 * page makes): keyed, so a publish takes it from the live site while none of that changed (see
 * page-reuse.ts). Pages that show lists of products or posts are not keyed: they are rendered by
 * every build.
 */
export const keyedLocaleParams =
  (route: string, load: (locale: Locale) => Promise<unknown> = async () => null) =>
  async () =>
    renderChanged(
      route,
      await Promise.all(localeParams().map(async (p) => ({ ...p, key: await pageKey(p.props.locale, await load(p.props.locale)) }))),
    );

/**
 * getStaticPaths of a page per item and locale (a product, a post) at `route`
 * ('/[...lang]/products/[slug]'): each path carries its item as `page`; those whose key (a digest
 * of what they show) is the live page's are left to the finishing step to take over.
 */
export const itemPaths =
  <P>(route: string, load: (locale: Locale) => Promise<P[]>, params: (page: P) => Record<string, string | undefined>) =>
  async () => {
    const perLocale = await Promise.all(LOCALES.map(async (locale) => ({ locale, pages: await load(locale) })));
    const paths = await Promise.all(
      perLocale.flatMap(({ locale, pages }) =>
        pages.map(async (page) => ({
          params: { lang: locale === 'en' ? undefined : locale, ...params(page) },
          props: { locale, page },
          key: await pageKey(locale, page),
        })),
      ),
    );
    return renderChanged(route, paths);
  };
