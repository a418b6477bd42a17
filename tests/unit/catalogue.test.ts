import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../api/modules/products/schema.ts';
import { clampQuantity, parseQuantity } from '../../src/lib/quantity.ts';
import { jsonForScript, productJsonLd } from '../../src/lib/productJsonLd.ts';
import { pageCount, pageItems } from '../../src/islands/common/pages.ts';
import { parseShopQuery, shopQueryString } from '../../src/islands/shop/shopQuery.ts';
import { searchTerm } from '../../src/islands/search/popular.ts';

describe('quantity rules', () => {
  it('keeps a quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(2, 0)).toBe(1); // sold out: the field still shows the minimum
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('turns a non-numeric entry into 1 and clamps numbers', () => {
    expect(parseQuantity('abc', 10)).toBe(1);
    expect(parseQuantity('', 10)).toBe(1);
    expect(parseQuantity('-4', 10)).toBe(1);
    expect(parseQuantity(' 7 ', 10)).toBe(7);
    expect(parseQuantity('0', 10)).toBe(1);
    expect(parseQuantity('99999', 10)).toBe(10);
  });

  it('turns a decimal into its whole part, within 1 and the stock', () => {
    expect(parseQuantity('5.7', 10)).toBe(5);
    expect(parseQuantity('2.5', 10)).toBe(2);
    expect(parseQuantity('3,9', 10)).toBe(3); // decimal comma, as typed in de, fr, es, it, pl, pt
    expect(parseQuantity('12.9', 10)).toBe(10);
    expect(parseQuantity('0.7', 10)).toBe(1);
    expect(parseQuantity('.5', 10)).toBe(1);
    expect(parseQuantity('4.', 10)).toBe(4);
    expect(parseQuantity('-5.7', 10)).toBe(1);
    expect(parseQuantity('1.2.3', 10)).toBe(1);
  });
});

describe('pager', () => {
  it('shows first, last and the pages around the current one', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageItems(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageItems(12, 12)).toEqual([1, null, 11, 12]);
    expect(pageCount(48, 24)).toBe(2);
    expect(pageCount(49, 24)).toBe(3);
    expect(pageCount(0, 24)).toBe(1);
  });
});

describe('shop query', () => {
  it('reads filters from the URL and writes them back without defaults', () => {
    const q = parseShopQuery('?t=abc_-9&sort=price_asc&min=10&max=50&page=3');
    expect(q).toEqual({ t: 'abc_-9', sort: 'price_asc', min: 10, max: 50, page: 3 });
    expect(shopQueryString(q)).toBe('?t=abc_-9&sort=price_asc&min=10&max=50&page=3');
    expect(shopQueryString(parseShopQuery(''))).toBe('');
    expect(shopQueryString({ ...parseShopQuery(''), page: 1, sort: 'recommended' })).toBe('');
  });

  it('falls back to defaults for malformed values', () => {
    expect(parseShopQuery('?t=<script>&sort=cheapest&min=-1&max=ten&page=0')).toEqual({
      t: null,
      sort: 'recommended',
      min: null,
      max: null,
      page: 1,
    });
    expect(parseShopQuery('?page=99999999').page).toBe(1);
    // A reversed range is put the right way round.
    expect(parseShopQuery('?min=80&max=20')).toMatchObject({ min: 20, max: 80 });
  });
});

describe('search input', () => {
  it('treats whitespace-only input as empty and tidies spaces', () => {
    expect(searchTerm('   ')).toBeNull();
    expect(searchTerm('\t\n')).toBeNull();
    expect(searchTerm('  rose   vib ')).toBe('rose vib');
  });
});

describe('product JSON-LD', () => {
  const product = {
    id: 7,
    product_name: 'Rose Toy Classic',
    description: 'A rose.',
    review_rating: 4.3,
    reviews: 14,
    is_like: false,
    category_id: 1,
    route_info: { route: '/products/rose-toy-classic' },
    slug: 'rose-toy-classic',
    rich_description: '<p>x</p>',
    category: { id: 1, cate_name: 'Rose Collection' },
    images: [{ name: 'a', url: '/media/a-640.webp', srcset: '', width: 960, height: 960, sku_id: null }],
    product_sku_info: [
      {
        id: 1,
        color_name: 'Red',
        product_color_card: '#f00',
        product_price: '49.99',
        product_original_price: '62.99',
        stock_num: 3,
        cover_image: { name: '', url: '' },
        cover_product_image: { url: '' },
      },
      {
        id: 2,
        color_name: 'Pink',
        product_color_card: '#fcc',
        product_price: '49.99',
        product_original_price: '62.99',
        stock_num: 0,
        cover_image: { name: '', url: '' },
        cover_product_image: { url: '' },
      },
    ],
  } satisfies ProductDetail;

  it('has one USD offer per colour with its availability, and the rating', () => {
    const ld = productJsonLd(product, {
      url: 'https://shop.example/products/rose-toy-classic',
      site: 'https://shop.example',
      brand: 'Mooli',
    });
    expect(ld.image).toEqual(['https://shop.example/media/a-640.webp']);
    expect(ld.offers).toEqual([
      expect.objectContaining({ price: '49.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock', color: 'Red' }),
      expect.objectContaining({ price: '49.99', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock', color: 'Pink' }),
    ]);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 14 });
    expect(
      productJsonLd({ ...product, reviews: 0, review_rating: 0 }, { url: 'u', site: 'https://s', brand: 'M' }).aggregateRating,
    ).toBeUndefined();
  });

  it('cannot close its script element', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
