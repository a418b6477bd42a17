import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { categories, products, productSearch } from '../../api/db/schema/index.ts';
import { LOCALES } from '../../api/lib/locales.ts';
import { SEARCH_CONFIGS } from '../../api/modules/search/configs.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { insertProduct } from './helpers/catalogue.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const search = (keywords: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  call(ctx.app, 'POST', '/api/product/search', { body: { keywords, ...extra }, headers });
const names = (res: { data: { list: Array<{ product_name: string }> } }) => res.data.list.map((p) => p.product_name);

describe('POST /product/search', () => {
  it('finds products despite a typo', async () => {
    const res = await search('vibrater');
    expect(res.code).toBe(200);
    expect(res.data.total).toBeGreaterThan(3);
    expect(
      names(res)
        .slice(0, 5)
        .every((n) => /vibrator/i.test(n)),
    ).toBe(true);
    const lube = await search('lubrcant');
    expect(names(lube).length).toBeGreaterThan(0);
    expect(names(lube).every((n) => /lubricant/i.test(n))).toBe(true);
  });

  it('finds products from partial words, best match first', async () => {
    const res = await search('rose vib');
    const top = names(res).slice(0, 2);
    expect(top.length).toBe(2);
    for (const n of top) expect(n).toMatch(/^Rose .*Vibrator/);
    expect(res.data.total).toBeLessThan(48);
  });

  it('ignores letter case', async () => {
    const upper = await search('ROSE TOY');
    const lower = await search('rose toy');
    expect(names(upper)).toEqual(names(lower));
    expect(names(upper)[0]).toMatch(/^Rose Toy/);
  });

  it('ranks the exact name first, then names with every word', async () => {
    const res = await search('wand massager');
    expect(names(res)[0]).toBe('Wand Massager');
    expect(
      names(res)
        .slice(1, 3)
        .every((n) => /wand/i.test(n) && /massager/i.test(n)),
    ).toBe(true);
    // The exact name wins even against a far better seller that has the words in its name.
    await insertProduct(ctx, { slug: 'search-wand-massager-deluxe', name: { en: 'Wand Massager Deluxe' }, soldCount: 9_000_000 });
    expect(names(await search('Wand  Massager '))[0]).toBe('Wand Massager');
    expect(names(await search('Wand Massager'))[1]).toBe('Wand Massager Deluxe');
  });

  it('finds by category and colour names too', async () => {
    const couples = await search('couples');
    const [cat] = await ctx.db.select().from(categories).where(eq(categories.slug, 'couples'));
    expect(couples.data.list.length).toBeGreaterThan(0);
    expect(couples.data.list.every((p: any) => p.category_id === cat.id || /couple/i.test(p.product_name))).toBe(true);
    const lilac = await search('lilac');
    expect(lilac.data.list.length).toBeGreaterThan(0);
    for (const p of lilac.data.list) expect(p.product_sku_info.some((s: any) => s.color_name === 'Lilac')).toBe(true);
  });

  it('when no product has every word, shows products with any of them', async () => {
    const res = await search('sex toy');
    expect(res.data.total).toBeGreaterThan(0);
    expect(names(res).every((n) => n.length > 0)).toBe(true);
    expect(names(res).some((n) => /toy/i.test(n))).toBe(true);
  });

  it('treats whitespace-only and punctuation-only keywords as empty, and nonsense finds nothing', async () => {
    for (const keywords of ['', '   ', '\t\n ', '?!* &|']) {
      const res = await search(keywords);
      expect(res.code).toBe(200);
      expect(res.data).toMatchObject({ list: [], total: 0 });
    }
    expect((await search('qqqxzzv')).data).toMatchObject({ list: [], total: 0 });
  });

  it('pages through the results with a stable total', async () => {
    const all = await search('vibrator', { page_size: 100 });
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.data.total / 4); page++) {
      const res = await search('vibrator', { page, page_size: 4 });
      expect(res.data.total).toBe(all.data.total);
      seen.push(...res.data.list.map((p: any) => p.id));
    }
    expect(seen).toEqual(all.data.list.map((p: any) => p.id));
    const past = await search('vibrator', { page: 99, page_size: 4 });
    expect(past.data).toMatchObject({ list: [], total: all.data.total });
  });

  it('searches in the request language and answers in it', async () => {
    const de = await search('Vibratoren', {}, { 'accept-language': 'de' });
    const [vibrators] = await ctx.db.select().from(categories).where(eq(categories.slug, 'vibrators'));
    expect(de.data.total).toBeGreaterThan(3);
    expect(
      names(de)
        .slice(0, 5)
        .every((n) => /vibrator/i.test(n)),
    ).toBe(true);
    expect(de.data.list.every((p: any) => /vibrator/i.test(p.product_name) || p.category_id === vibrators.id)).toBe(true);
    const [rose] = await ctx.db.select().from(products).where(eq(products.slug, 'rose-toy-classic'));
    const ja = await search('ローズ', { lang: 'ja' });
    expect(names(ja)).toContain(rose.name.ja);
    const fr = await search('rose toy', { lang: 'fr' });
    expect(names(fr)).toContain(rose.name.fr);
  });

  it('finds an untranslated product by its English text in every language', async () => {
    await insertProduct(ctx, {
      slug: 'search-only-english',
      name: { en: 'Moonstone Kegel Pearl' },
      subtitle: { en: 'Gentle weighted trainer.' },
    });
    for (const lang of LOCALES) {
      const res = await search('moonstone kegel', { lang });
      expect(names(res), lang).toEqual(['Moonstone Kegel Pearl']);
    }
  });

  it('keeps the search documents in step with the catalogue', async () => {
    const id = await insertProduct(ctx, { slug: 'search-renamed', name: { en: 'Quartz Glow Wand' }, subtitle: { en: 'A test wand.' } });
    expect(names(await search('quartz'))).toEqual(['Quartz Glow Wand']);
    await ctx.db
      .update(products)
      .set({ name: { en: 'Obsidian Glow Wand' } })
      .where(eq(products.id, id));
    expect((await search('quartz')).data.total).toBe(0);
    expect(names(await search('obsidan'))).toEqual(['Obsidian Glow Wand']);
    await ctx.db.update(products).set({ published: false }).where(eq(products.id, id));
    expect((await search('obsidian')).data.total).toBe(0);
  });

  it('builds each locale with its text-search configuration', async () => {
    const rows = await ctx.db
      .selectDistinct({ locale: productSearch.locale, config: sql<string>`${productSearch.config}::text` })
      .from(productSearch);
    expect(Object.fromEntries(rows.map((r) => [r.locale, r.config]))).toEqual(SEARCH_CONFIGS);
  });

  it('rejects bad input with 400 naming the field', async () => {
    for (const [body, field] of [
      [{}, 'keywords'],
      [{ keywords: 42 }, 'keywords'],
      [{ keywords: 'x'.repeat(101) }, 'keywords'],
      [{ keywords: 'rose', page_size: 500 }, 'page_size'],
      [{ keywords: 'rose', country_code: 'ZZ' }, 'country_code'],
    ] as const) {
      const res = await call(ctx.app, 'POST', '/api/product/search', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.message.startsWith(`${field}:`), res.message).toBe(true);
    }
  });
});
