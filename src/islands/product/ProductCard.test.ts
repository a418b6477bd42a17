import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductListItem } from '../../../api/modules/products/schema.ts';
import { makeT } from '../../lib/t.ts';
import { messagesFor } from '../../lib/i18n.ts';
import { cardItem } from './card-item.ts';
import ProductCard, { cardMessages } from './ProductCard.tsx';

const sku = (id: number, stock: number): ProductListItem['product_sku_info'][number] => ({
  id,
  color_name: `Colour ${id}`,
  product_color_card: '#a98bd4',
  product_price: '34.99',
  product_original_price: '38.99',
  stock_num: stock,
  cover_image: { name: `Wand ${id}`, url: `/media/seed/${id}-640.webp` },
  cover_product_image: { url: `/media/seed/${id}-cover.webp` },
});

const item: ProductListItem = {
  id: 18,
  product_name: 'Mini Wand Massager',
  description: 'Half the size of our classic wand.',
  review_rating: 4.4,
  reviews: 12,
  is_like: false,
  category_id: 3,
  route_info: { route: '/products/mini-wand-massager' },
  product_sku_info: [sku(54, 0), sku(55, 122)],
};

describe("a product card's item", () => {
  it('as pages carry it (cardItem) renders the very card the whole list item renders', () => {
    const t = makeT(messagesFor('de', cardMessages));
    const card = (of: Parameters<typeof ProductCard>[0]['item']) =>
      renderToStaticMarkup(createElement(ProductCard, { item: of, t, base: '/de' }));
    const trimmed = cardItem(item);
    expect(card(trimmed)).toBe(card(item));
    expect(card(trimmed)).toContain('/media/seed/55-640.webp');
    // What the card does not show stays out of the props every listing page carries.
    expect(JSON.stringify(trimmed)).not.toMatch(/cover_product_image|category_id|Wand 55/);
  });
});
