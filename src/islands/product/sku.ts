import type { ProductSku } from '../../../api/modules/products/schema.ts';

/** The SKU shown first: the first colour in stock, else the first colour. */
export const defaultSkuIndex = (skus: Pick<ProductSku, 'stock_num'>[]) =>
  Math.max(
    0,
    skus.findIndex((s) => s.stock_num > 0),
  );

export const isSoldOut = (sku: Pick<ProductSku, 'stock_num'> | undefined) => !sku || sku.stock_num <= 0;
