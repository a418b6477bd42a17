import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Db } from '../../api/db/client.ts';
import { ReadCache } from '../../api/lib/reads/cache.ts';
import { withChanges, noteTags } from '../../api/lib/reads/changes.ts';
import { Tag, tagsOfEditorChanges } from '../../api/lib/reads/tags.ts';

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

describe('tagsOfEditorChanges', () => {
  const tagsOf = (target: string, detail: Record<string, unknown> = {}, action = 'x.update') =>
    tagsOfEditorChanges(null as unknown as Db, [{ action, target, detail }]);

  it('drops only what shows a solved problem, an info page or a story, not the whole cache', async () => {
    expect(await tagsOf('solved:7', { product_id: 3 })).toEqual([Tag.solvedProblems(3)]);
    expect(await tagsOf('info:3')).toEqual([Tag.infoPage(3)]);
    expect(await tagsOf('media:novel:12', { index: 0 }, 'media.chapter.update')).toEqual([Tag.experience(12)]);
    expect(await tagsOf('media:comic:4')).toEqual([Tag.experience(4)]);
  });

  it('empties the cache for a target it cannot place', async () => {
    expect(await tagsOf('solved:7')).toEqual([Tag.all]);
    expect(await tagsOf('info:shipping')).toEqual([Tag.all]);
    expect(await tagsOf('media:whisper:2')).toEqual([Tag.all]);
    expect(await tagsOf('poem:1')).toEqual([Tag.all]);
  });
});
