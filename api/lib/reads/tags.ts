import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSkus } from '../../db/schema/index.ts';
import type { EditorAction } from '../../modules/editor/change-log.ts';
import type { MediaKind } from '../../modules/editor/media-kinds.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locales.ts';

const isLocale = (s: string): s is Locale => (LOCALES as readonly string[]).includes(s);

/**
 * The one vocabulary of what changes and what is cached. A write names what it changed (an
 * editor's `Target`, or the tags an order or review notes); a cached catalogue answer carries the
 * tags of everything it shows (`product:<id>` per product) plus the broader facts its membership and
 * order rest on; invalidating a tag drops every answer carrying it. `INVALIDATES` maps every kind of
 * target to its tags (the compiler holds that none is left out), and a test holds that every tag a
 * write invalidates is carried by some cached call, and every tag a cached call carries is
 * invalidated by some write. Pages need no tags: they are keyed by their reads' answers
 * (src/lib/page-reuse.ts), which a publish asks again, mostly from this cache.
 */
export type Tag =
  | InLocale
  | 'all'
  | 'catalogue'
  | 'order:sold'
  | 'order:price'
  | 'order:rating'
  | 'order:stock'
  | 'search'
  | 'routes'
  | 'categories'
  | 'banners'
  | 'reviews'
  | 'solved'
  | 'posts'
  | `product:${number}`
  | `category:${number}`
  | `reviews:${number}`;

/** What an answer shows of one language's texts: a tag of those, in the answer's language (`product:12@de`). */
type Localized = `product:${number}` | `reviews:${number}` | 'routes';
type InLocale = `${Localized}@${Locale}`;

const LOCALIZED = /^(product:\d+|reviews:\d+|routes)$/;

/** A tag of texts (see `inLocaleToo`) in one language. */
export const inLocale = (tag: Localized, locale: Locale): Tag => `${tag}@${locale}`;

/**
 * The tags an answer in `locale` carries: `tags`, and each of those that shows texts (a product's,
 * its reviews', the route list's names) in that language too. A write of texts in some languages
 * only (not English, which every language falls back to) invalidates those (`inLocale`), and the
 * answers in the other languages stay: a German rename's publish then makes no English answer again.
 */
export const inLocaleToo = (tags: Tag[], locale: Locale): Tag[] =>
  tags.flatMap((tag) => (LOCALIZED.test(tag) ? [tag, `${tag as Localized}@${locale}` as const] : [tag]));

export const Tag = {
  /** Every cached answer carries it: invalidating it empties the cache. */
  all: 'all',
  /** One product as shown: names, SKUs, prices, stock, rating. */
  product: (id: number): Tag => `product:${id}`,
  /** Which products are listed at all (published, created, moved, priced in a country). */
  catalogue: 'catalogue',
  /** Orders and filters resting on one product field each. */
  bySold: 'order:sold',
  byPrice: 'order:price',
  byRating: 'order:rating',
  /** "In stock somewhere" filters and orders (curated lists, recommendations): a restock can add a product to them. */
  byStock: 'order:stock',
  /** Search matches rest on every product's texts. */
  search: 'search',
  /** The route list (every published product and post). */
  routes: 'routes',
  categories: 'categories',
  category: (id: number): Tag => `category:${id}`,
  /** Home, shop and top banners, and the home page's tiles. */
  banners: 'banners',
  /** The shop-wide review list (any new review changes its pages). */
  reviews: 'reviews',
  productReviews: (productId: number): Tag => `reviews:${productId}`,
  /** Solved problems (shown on product pages; only the build's bulk product pages are cached with them). */
  solved: 'solved',
  /** Blog posts as the build's bulk blog pages show them: texts, covers, likes, what each recommends. */
  posts: 'posts',
} as const satisfies Record<string, Tag | ((id: number) => Tag)>;

/** The tags the shop's own writes invalidate besides editors' and orders' (orders: EFFECTS in api/modules/orders/effects.ts). */
export const WRITES = {
  /** A shopper's review: the product's rating and review list, the shop's reviews, rating orders. */
  review: (productId: number): Tag[] => [Tag.product(productId), Tag.productReviews(productId), Tag.reviews, Tag.byRating],
  /** Stock counted again outside an order (an operator's count). */
  stockCounted: (productId: number): Tag[] => [Tag.byStock, Tag.product(productId)],
  /** A shopper's like of a post: its count shows on the post's page. */
  postLiked: (): Tag[] => [Tag.posts],
} as const;

/** A tag's kind: the tag without its id, and with a language as `@locale` ('product:12' → 'product', 'product:12@de' → 'product@locale'). */
export const tagKind = (tag: string) => tag.replace(/@[a-z]+$/, '@locale').replace(/:\d+(?=@|$)/, '');

/** The languages a change of texts wrote (its `name`, `subtitle` and `description`), or undefined when it is not only that. */
function textLocales(detail: Record<string, unknown>): Locale[] | undefined {
  const locales = new Set<Locale>();
  for (const [field, value] of Object.entries(detail)) {
    if (value === undefined) continue;
    if (!['name', 'subtitle', 'description'].includes(field) || !value || typeof value !== 'object') return undefined;
    for (const locale of Object.keys(value)) {
      if (!isLocale(locale)) return undefined;
      locales.add(locale);
    }
  }
  return [...locales];
}

/** What an editor's change was made to. Stored in words as `targetText()` (`product:12`, `media:novel:3`). */
export type Target =
  | { kind: 'product'; id: number }
  | { kind: 'sku'; id: number }
  | { kind: 'category'; id: number }
  | { kind: 'banner'; id: number }
  | { kind: 'faq'; id: number }
  | { kind: 'post'; id: number }
  | { kind: 'article'; key: string }
  | { kind: 'media'; media: MediaKind; id: number }
  | { kind: 'info'; id: number }
  | { kind: 'solved'; id: number; productId: number };

export function targetText(target: Target): string {
  switch (target.kind) {
    case 'article':
      return `article:${target.key}`;
    case 'media':
      return `media:${target.media}:${target.id}`;
    default:
      return `${target.kind}:${target.id}`;
  }
}

/** One change an editor recorded (`record()` in api/modules/editor/change-log.ts). */
export interface EditorChange {
  action: EditorAction;
  target: Target;
  detail: Record<string, unknown>;
}

/** The media kinds whose lists are cached (with the banners); the others' reads are not cached. */
const CACHED_MEDIA: Partial<Record<MediaKind, Tag[]>> = { explore: [Tag.banners], moolitime: [Tag.banners] };

type Invalidation<K extends Target['kind']> = (
  target: Extract<Target, { kind: K }>,
  change: EditorChange,
  productOfSku: Map<number, number>,
) => Tag[];

/**
 * The tags each kind of editor change invalidates. An empty list says no cached call answers with
 * what it changed (the FAQ, articles, info pages and most media are read uncached).
 */
export const INVALIDATES: { [K in Target['kind']]: Invalidation<K> } = {
  product: ({ id }, change) => {
    // Only a change of texts leaves the product's place in lists alone (not its visibility or category).
    const textsOnly = change.action === 'product.update' && !('published' in change.detail) && !('category_id' in change.detail);
    // Texts of some languages only, not English (which the others fall back to): only those languages'
    // answers show them. Search stays whole: its word list for typos is the whole shop's.
    const locales = textsOnly ? textLocales(change.detail) : undefined;
    if (locales?.length && !locales.includes(DEFAULT_LOCALE))
      return [Tag.search, ...locales.flatMap((l) => [inLocale(`product:${id}`, l), inLocale(`reviews:${id}`, l), inLocale('routes', l)])];
    return [
      Tag.product(id),
      Tag.productReviews(id),
      Tag.search,
      Tag.routes,
      ...(textsOnly ? [] : [Tag.catalogue, Tag.byPrice, Tag.byStock]),
    ];
  },
  sku: ({ id }, change, productOfSku) => {
    const productId = productOfSku.get(id);
    // A SKU gone with its change (deleted) cannot name its product: everything goes.
    if (productId === undefined) return [Tag.all];
    const stockOnly = change.action === 'sku.update' && !('prices' in change.detail);
    return [Tag.product(productId), Tag.byStock, ...(stockOnly ? [] : [Tag.byPrice, Tag.catalogue, Tag.search])];
  },
  category: ({ id }) => [Tag.categories, Tag.category(id), Tag.search],
  banner: () => [Tag.banners],
  post: () => [Tag.routes, Tag.posts],
  media: ({ media }) => CACHED_MEDIA[media] ?? [],
  faq: () => [],
  article: () => [],
  info: () => [],
  solved: () => [Tag.solved],
};

/** The tags editors' changes invalidate; SKUs are looked up (after the commit) for their product. */
export async function tagsOfEditorChanges(db: Db, changes: EditorChange[]): Promise<Tag[]> {
  const skuIds = changes.flatMap(({ target }) => (target.kind === 'sku' ? [target.id] : []));
  const productOfSku = new Map<number, number>();
  if (skuIds.length) {
    const rows = await db
      .select({ id: productSkus.id, productId: productSkus.productId })
      .from(productSkus)
      .where(inArray(productSkus.id, skuIds));
    for (const row of rows) productOfSku.set(row.id, row.productId);
  }
  const tags = new Set<Tag>();
  for (const change of changes) {
    const invalidate = INVALIDATES[change.target.kind] as Invalidation<Target['kind']>;
    for (const tag of invalidate(change.target, change, productOfSku)) tags.add(tag);
  }
  return [...tags];
}
