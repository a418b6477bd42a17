import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqCategories, products, productSkus } from '../../api/db/schema/index.ts';
import { EDITOR_ACTIONS } from '../../api/modules/editor/change-log.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { editorSession, type EditorSession } from './helpers/editors.ts';
import en from '../../i18n/en.json' with { type: 'json' };
import { CHANGE_SENTENCES } from '../../src/islands/editor/change-words.ts';

let ctx: TestContext;
let ed: EditorSession;
beforeAll(async () => {
  ctx = await createTestContext();
  ed = await editorSession(ctx, 'log-editor@example.com');
});
afterAll(async () => {
  await ctx?.close();
});

const lastChange = async () => (await ed.get('/editor/changes?page=1&page_size=1')).data.list[0];

describe('the change log says what changed, from what to what', () => {
  it('records a product edit with its name and each field as it was', async () => {
    const [product] = await ctx.db.select().from(products).orderBy(asc(products.id)).limit(1);
    expect((await ed.post('/editor/product/update', { id: product.id, name: { de: 'Neuer Name' }, published: false })).code).toBe(200);
    expect(await lastChange()).toMatchObject({
      editor: 'log-editor@example.com',
      action: 'product.update',
      target: `product:${product.id}`,
      label: product.name,
      before: { name: { de: product.name.de }, published: true },
      detail: { name: { de: 'Neuer Name' }, published: false },
    });
    await ed.post('/editor/product/update', { id: product.id, name: { de: product.name.de }, published: true });
  });

  it("records a colour's prices per country before and after, named by product and colour", async () => {
    const [sku] = await ctx.db.select().from(productSkus).orderBy(asc(productSkus.id)).limit(1);
    const before = (await ed.get(`/editor/product/detail?id=${sku.productId}`)).data.skus.find((s: { id: number }) => s.id === sku.id);
    const de = before.prices.find((p: { country_code: string }) => p.country_code === 'DE');
    expect((await ed.post('/editor/sku/update', { id: sku.id, prices: { DE: { price: '12.34' } } })).code).toBe(200);
    const change = await lastChange();
    expect(change).toMatchObject({
      action: 'sku.update',
      label: { en: expect.stringContaining(` · ${sku.colorName.en}`) },
      detail: { prices: { DE: { price: '12.34' } } },
      before: { prices: { DE: de ? { price: de.price, original_price: de.original_price } : null } },
    });
  });

  it('keeps the name of a question after it is deleted, and a new one has no before', async () => {
    const [category] = await ctx.db.select().from(faqCategories).limit(1);
    const created = await ed.post('/editor/faq/create', {
      category_id: category.id,
      question: { en: 'Is it waterproof?' },
      answer: { en: '<p>Yes.</p>' },
    });
    expect(created.code).toBe(200);
    expect(await lastChange()).toMatchObject({ action: 'faq.create', label: { en: 'Is it waterproof?' }, before: null });
    expect((await ed.post('/editor/faq/delete', { id: created.data.id })).code).toBe(200);
    expect(await lastChange()).toMatchObject({
      action: 'faq.delete',
      label: { en: 'Is it waterproof?' },
      before: { answer: { en: '<p>Yes.</p>' } },
    });
  });

  it('has a sentence for every kind of change in the workspace', () => {
    const editor = en.editor as Record<string, string>;
    for (const action of EDITOR_ACTIONS) expect(editor[CHANGE_SENTENCES[action].replace(/^editor\./, '')], action).toContain('{name}');
  });
});
