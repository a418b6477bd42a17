import { atom } from 'nanostores';

/**
 * What the shopper has chosen on a product page: colour (SKU) and quantity. The gallery follows the
 * colour; the add-to-cart button (cart issue) reads the choice from here.
 */
export interface PurchaseChoice {
  productId: number;
  skuId: number;
  /** The quantity after the stepper's 500 ms debounce. */
  quantity: number;
  stock: number;
}

export const $purchase = atom<PurchaseChoice | null>(null);
