import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Db } from '../../api/db/client.ts';
import { ReadCache } from '../../api/lib/reads/cache.ts';
import { withChanges, noteEditorChange, noteTags } from '../../api/lib/reads/changes.ts';
import { Tag, targetText, tagsOfEditorChanges, type EditorChange, type Target } from '../../api/lib/reads/tags.ts';
import { listTags } from '../../api/modules/products/tags.ts';
import type { EditorAction } from '../../api/modules/editor/change-log.ts';

const cacheOf = () =>
  new ReadCache(null as unknown as Db, { megabytes: 1, ttlSeconds: 60, redisPrefix: 'unit:' }, pino({ level: 'silent' }));

/** An answer's bytes as text (the cache keeps the UTF-8 bytes it sends). */
const text = (bytes: Buffer | undefined) => bytes?.toString('utf8');

/** A computation the test finishes when it wants. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('ReadCache', () => {
  it('does not keep an answer whose computation began before an invalidation of one of its tags', async () => {
    const cache = cacheOf();
    const { open, opened } = gate();
    const pending = cache.fill('k', async () => {
      await opened;
      return { json: '"old"', tags: ['product:1'] };
    });
    await cache.invalidate(['product:1']);
    open();
    expect(text(await pending)).toBe('"old"');
    expect(cache.peek('k')).toBeUndefined();
    await cache.close();
  });

  it('keeps it when only other tags were invalidated, and drops exactly the tagged answers later', async () => {
    const cache = cacheOf();
    await cache.fill('a', async () => ({ json: '"a"', tags: ['product:1'] }));
    await cache.invalidate(['product:2']);
    await cache.fill('b', async () => ({ json: '"b"', tags: ['product:2'] }));
    expect([text(cache.peek('a')), text(cache.peek('b'))]).toEqual(['"a"', '"b"']);
    await cache.invalidate(['product:2']);
    expect([text(cache.peek('a')), text(cache.peek('b'))]).toEqual(['"a"', undefined]);
    await cache.close();
  });

  it('does not let a request that starts after an invalidation join a computation begun before it', async () => {
    const cache = cacheOf();
    const { open, opened } = gate();
    const first = cache.fill('k', async () => {
      await opened;
      return { json: '"old"', tags: ['product:1'] };
    });
    await cache.invalidate(['product:1']);
    const second = cache.fill('k', async () => ({ json: '"new"', tags: ['product:1'] }));
    open();
    expect([text(await first), text(await second)]).toEqual(['"old"', '"new"']);
    expect(text(cache.peek('k'))).toBe('"new"');
    await cache.close();
  });

  it('applies the changes a piece of work noted once it is done, not while it runs', async () => {
    const cache = cacheOf();
    await cache.fill('k', async () => ({ json: '"v"', tags: ['product:3'] }));
    await withChanges(cache, async () => {
      noteTags('product:3');
      expect(text(cache.peek('k'))).toBe('"v"');
    });
    expect(cache.peek('k')).toBeUndefined();
    await cache.close();
  });
});

describe('ReadCache memory', () => {
  it('stays within its bound however many distinct answers and invalidations pass through it', async () => {
    const cache = cacheOf(); // 1 MiB
    const body = JSON.stringify('x'.repeat(1000));
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 5000; i++) {
        const n = round * 5000 + i;
        await cache.fill(`k${n}`, async () => ({ json: body, tags: [`product:${n}`, `category:${n % 50}`] }));
      }
      await cache.invalidate(Array.from({ length: 2000 }, (_, i) => `product:${round * 5000 + i}`));
    }
    const held = cache.footprint();
    expect(held.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(held.lastBytes).toBeLessThanOrEqual(256 * 1024);
    // The tag index holds only what the kept answers carry (and `all`), not every tag ever seen.
    expect(held.indexedTags).toBeLessThanOrEqual(held.entries + 50 + 1);
    expect(held.entries).toBeGreaterThan(0);
    await cache.close();
  });
});

describe('tagsOfEditorChanges', () => {
  const tagsOf = (target: Target, detail: Record<string, unknown> = {}, action: EditorAction = 'media.update') =>
    tagsOfEditorChanges(null as unknown as Db, [{ action, target, detail }]);

  /** Answers tagged as their routes tag them (the routes.ts of each module): products 3 and 5 of category 2. */
  const answers: Record<string, Tag[]> = {
    'product 3': [Tag.product(3), Tag.category(2)],
    'product 5': [Tag.product(5), Tag.category(2)],
    'reviews of 3': [Tag.productReviews(3), Tag.product(3)],
    'shop page': listTags({ sort: 'newest', category_id: 2 }, [{ id: 3 }, { id: 5 }]),
    categories: [Tag.categories],
    'home banners': [Tag.banners],
    routes: [Tag.routes],
    'bulk product pages': [Tag.solved, Tag.product(3), Tag.productReviews(3), Tag.category(2)],
  };
  const everything = Object.keys(answers);

  /** The answers still cached after one request's editor changes went through the cache. */
  async function keptAfter(...changes: EditorChange[]): Promise<string[]> {
    const cache = cacheOf();
    for (const [key, tags] of Object.entries(answers)) await cache.fill(key, async () => ({ json: '1', tags: [...tags] }));
    expect(everything.filter((k) => cache.peek(k))).toEqual(everything);
    await withChanges(cache, async () => changes.forEach(noteEditorChange));
    const kept = everything.filter((k) => cache.peek(k));
    await cache.close();
    return kept;
  }

  const solved: EditorChange = { action: 'solved.update', target: { kind: 'solved', id: 7, productId: 3 }, detail: { product_id: 3 } };
  const info: EditorChange = { action: 'info.update', target: { kind: 'info', id: 3 }, detail: {} };
  const chapter: EditorChange = { action: 'media.chapter.update', target: { kind: 'media', media: 'novel', id: 12 }, detail: { index: 0 } };
  const comicPage: EditorChange = { action: 'media.page.update', target: { kind: 'media', media: 'comic', id: 4 }, detail: {} };
  const banner: EditorChange = { action: 'banner.home.update', target: { kind: 'banner', id: 1 }, detail: { kind: 'home' } };

  it('keeps the whole cache for an info page or a story, which no cached call answers with', async () => {
    for (const change of [info, chapter, comicPage]) {
      expect(await tagsOf(change.target, change.detail, change.action)).toEqual([]);
      expect(await keptAfter(change)).toEqual(everything);
    }
    // In one request with a banner edit, exactly the answer showing the banners goes.
    expect(await keptAfter(info, chapter, comicPage, banner)).toEqual(everything.filter((k) => k !== 'home banners'));
    // The home page's tiles are cached with the banners.
    expect(await tagsOf({ kind: 'media', media: 'explore', id: 2 })).toEqual([Tag.banners]);
  });

  it("drops only the build's bulk product pages for a solved problem (no other cached call shows them)", async () => {
    expect(await tagsOf(solved.target, solved.detail, solved.action)).toEqual([Tag.solved]);
    expect(await keptAfter(solved)).toEqual(everything.filter((k) => k !== 'bulk product pages'));
  });

  it('drops the answers that show an edited product, and only those', async () => {
    const rename: EditorChange = { action: 'product.update', target: { kind: 'product', id: 3 }, detail: { name: { en: 'New name' } } };
    expect(await keptAfter(rename)).toEqual(['product 5', 'categories', 'home banners']);
  });

  it('stores the target in words', () => {
    expect(targetText({ kind: 'media', media: 'novel', id: 12 })).toBe('media:novel:12');
    expect(targetText({ kind: 'article', key: 'refund-policy' })).toBe('article:refund-policy');
    expect(targetText({ kind: 'solved', id: 7, productId: 3 })).toBe('solved:7');
  });
});
