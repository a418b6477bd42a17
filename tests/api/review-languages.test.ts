import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { products, reviews } from '../../api/db/schema/index.ts';
import { AppError } from '../../api/lib/envelope.ts';
import { LOCALES } from '../../api/lib/locales.ts';
import { addReview } from '../../api/modules/reviews/service.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { insertProduct } from './helpers/catalogue.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

interface Item {
  id: number;
  content: string;
  language: string;
  is_translation: boolean;
}
const productReviews = async (product_id: number, lang: string) =>
  (await call(ctx.app, 'POST', '/api/product/review/getProductList', { body: { product_id, lang, page_size: 100 } })).data.list as Item[];

/** The seeded reviews (in the language they were written in) with their product's slug and category. */
async function seededReviews() {
  const rows = await ctx.db.execute<{ slug: string; category: string; content: string; translations: Record<string, string> }>(sql`
    select p.slug, c.slug as category, r.content, r.translations
    from reviews r join products p on p.id = r.product_id join categories c on c.id = p.category_id`);
  return rows.rows.map((r) => ({ ...r, en: r.translations.en ?? r.content }));
}

describe('seeded reviews', () => {
  it('fit their product: no scent or bottle on a device, no battery or motor on an oil, a lubricant or a candle', async () => {
    const all = await seededReviews();
    const devices = all.filter((r) => ['vibrators', 'massagers'].includes(r.category) || /vibrat|ring|wand/.test(r.slug));
    const liquids = all.filter((r) => /lubricant|oil|gel|wash|balm|cleanser|candle/.test(r.slug));
    expect(devices.length).toBeGreaterThan(50);
    expect(liquids.length).toBeGreaterThan(30);
    for (const r of devices) expect(r.en, r.slug).not.toMatch(/scent|bottle|wick|sticky|absorb/i);
    for (const r of liquids) expect(r.en, r.slug).not.toMatch(/battery|charg|quiet|setting|vibration|silicone is/i);
  });

  it('exist in every language: the shopper reads them in theirs, marked when translated', async () => {
    const [p] = await ctx.db
      .select()
      .from(products)
      .orderBy(sql`${products.reviewCount} desc`, products.id)
      .limit(1);
    const original = await ctx.db.select().from(reviews).where(eq(reviews.productId, p.id));
    const languages = new Set(original.map((r) => r.language));
    expect(languages.size).toBeGreaterThan(2);
    for (const lang of LOCALES) {
      const list = await productReviews(p.id, lang);
      expect(list).toHaveLength(original.length);
      for (const item of list) {
        const row = original.find((r) => r.id === item.id)!;
        expect(item.language).toBe(row.language);
        if (row.language === lang) expect(item).toMatchObject({ content: row.content, is_translation: false });
        else if (row.translations[lang]) expect(item).toMatchObject({ content: row.translations[lang], is_translation: true });
        else expect(item).toMatchObject({ content: row.content, is_translation: false });
      }
    }
    const de = await productReviews(p.id, 'de');
    expect(de.some((r) => r.is_translation && r.language === 'en')).toBe(true);
  });

  it('a few were never translated and are shown as written', async () => {
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(reviews)
      .where(sql`${reviews.translations} = '{}'::jsonb and ${reviews.language} <> 'en'`);
    expect(n).toBeGreaterThan(0);
  });
});

describe('addReview with a language', () => {
  it('keeps the language and translations it is given', async () => {
    const id = await insertProduct(ctx, { slug: 'reviews-language', name: { en: 'Language Target' } });
    await addReview(ctx.db, {
      product_id: id,
      author_name: 'Lena S.',
      rating: 5,
      content: 'Sehr leise und angenehm.',
      language: 'de',
      translations: { en: 'Very quiet and pleasant.' },
    });
    expect(await productReviews(id, 'de')).toMatchObject([{ content: 'Sehr leise und angenehm.', language: 'de', is_translation: false }]);
    expect(await productReviews(id, 'en')).toMatchObject([{ content: 'Very quiet and pleasant.', language: 'de', is_translation: true }]);
    expect(await productReviews(id, 'fr')).toMatchObject([{ content: 'Sehr leise und angenehm.', language: 'de', is_translation: false }]);
    const list = await call(ctx.app, 'POST', '/api/product/review/getList', { body: { lang: 'en', page_size: 100 } });
    expect(list.data.list.find((r: Item & { product_id: number }) => r.product_id === id)).toMatchObject({
      content: 'Very quiet and pleasant.',
      is_translation: true,
    });
  });

  it('refuses an unknown language and changes nothing', async () => {
    const id = await insertProduct(ctx, { slug: 'reviews-language-bad', name: { en: 'Language Bad' } });
    for (const attempt of [
      { language: 'xx' },
      { language: 'de', translations: { xx: 'hi' } },
      { language: 'de', translations: { en: '   ' } },
    ]) {
      const error = await addReview(ctx.db, { product_id: id, author_name: 'A', rating: 5, content: 'x', ...attempt } as never).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, JSON.stringify(attempt)).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe(400);
    }
    expect(await ctx.db.select({ n: count() }).from(reviews).where(eq(reviews.productId, id))).toEqual([{ n: 0 }]);
  });
});
