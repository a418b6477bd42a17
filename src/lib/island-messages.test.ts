import { describe, expect, it } from 'vitest';
import { gridMessages } from '../islands/product/ProductGrid.tsx';
import { summaryMessages } from '../islands/product/ProductSummary.tsx';
import { likeMessages } from '../islands/product/LikeButton.tsx';
import { messagesFor } from './i18n.ts';
import { LOCALE_KEY, makeT, type KeysIn, type Picked, type TOf } from './t.ts';

describe("an island's messages", () => {
  it('are the keys it declared and no others, in its language, English where a translation is missing', () => {
    const picked = messagesFor('de', ['product.like', 'cart.add']);
    expect(Object.keys(picked).sort()).toEqual([LOCALE_KEY, 'cart.add', 'product.like']);
    expect(makeT(picked)('cart.add')).toBe(makeT(messagesFor('de', ['cart.*']))('cart.add'));
    expect(picked['cart.add']).not.toBe(messagesFor('en', ['cart.add'])['cart.add']);
  });

  it('take a whole namespace for `ns.*`', () => {
    const all = Object.keys(messagesFor('en', ['pager.*'])).filter((k) => k !== LOCALE_KEY);
    expect(all.length).toBeGreaterThan(2);
    expect(all.every((k) => k.startsWith('pager.'))).toBe(true);
  });

  it('stop the build at a key the catalogue lacks', () => {
    expect(() => messagesFor('en', ['product.noSuchMessage' as 'product.like'])).toThrow(/product\.noSuchMessage/);
  });

  it('hold what the islands nested in them read: a grid holds its cards, a summary its like button', () => {
    const grid = messagesFor('en', gridMessages);
    const summary = messagesFor('en', summaryMessages);
    for (const key of likeMessages) {
      expect(grid[key]).toBeTruthy();
      expect(summary[key]).toBeTruthy();
    }
    // A product page's islands carry a few dozen messages, not the product namespaces whole.
    expect(Object.keys(summary).length).toBeLessThan(Object.keys(messagesFor('en', ['product.*', 'productPage.*', 'cart.*'])).length / 2);
  });

  it('are typed: a translator over picked messages knows only their keys (checked by tsc)', () => {
    const t = makeT(messagesFor('en', likeMessages));
    expect(t('product.like')).toBeTruthy();
    // @ts-expect-error: 'product.sale' was not picked, so the page would not carry it
    expect(t('product.sale')).toBe('product.sale');
    const narrow: TOf<KeysIn<typeof likeMessages>> = t;
    // @ts-expect-error: a component wanting more than its parent picked does not get the parent's translator
    const wider: TOf<KeysIn<typeof likeMessages> | 'product.sale'> = narrow;
    // @ts-expect-error: nor the parent's messages
    const messages: Picked<KeysIn<typeof gridMessages>> = messagesFor('en', likeMessages);
    expect([wider, messages]).toHaveLength(2);
  });
});
