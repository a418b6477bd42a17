import type { ProductListItem, ProductSku } from '../../../api/modules/products/schema.ts';

/** What a card shows of a SKU. */
export type CardSku = Omit<ProductSku, 'cover_image' | 'cover_product_image'> & { cover_image: { url: string } };
/**
 * What a card shows of a product. Pages put only this in a grid's props (`cardItem`): what the card
 * does not show would be carried, HTML-escaped, by every page that lists the product.
 */
export type CardItem = Omit<ProductListItem, 'category_id' | 'product_sku_info'> & { product_sku_info: CardSku[] };

export const cardItem = ({ category_id: _category, product_sku_info, ...item }: ProductListItem): CardItem => ({
  ...item,
  product_sku_info: product_sku_info.map(({ cover_image, cover_product_image: _picture, ...sku }) => ({
    ...sku,
    cover_image: { url: cover_image.url },
  })),
});
