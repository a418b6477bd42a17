import { atom } from 'nanostores';
import type { CartView } from '../../api/modules/cart/schema.ts';
import { addToCart, calculateCoupon, changeCartNum, deleteCartLines, getCartCount, getCartList } from '../lib/api/cart.ts';
import { session, STORAGE_KEYS } from '../lib/storage.ts';
import { $country } from './country.ts';

/**
 * The cart state of spec §3: the lines (cartData) and prices (priceData) as the API last answered
 * them, the count for the header badge, and the coupon and order note the shopper typed.
 */
export const $cart = atom<CartView | null>(null);
/** Units in the signed-in shopper's cart, shown on the header badge. */
export const $cartCount = atom<number>(0);
/** The coupon code applied to the cart ('' for none). */
export const $coupon = atom<string>('');
/** The order note (spec §5: 500 characters at most). */
export const $remark = atom<string>('');

function show(view: CartView): CartView {
  $cart.set(view);
  $cartCount.set(view.count);
  return view;
}

const coupon = () => $coupon.get() || undefined;

/** Loads the cart for the selected country (and the applied coupon). */
export const loadCart = () => getCartList({ country_code: $country.get(), coupon_code: coupon() }).then(show);

export const loadCartCount = () => getCartCount().then((c) => $cartCount.set(c.count));

export const addLine = (skuId: number, num: number) =>
  addToCart({ product_sku_id: skuId, num, country_code: $country.get() }).then((view) =>
    show({ cartData: view.cartData, priceData: view.priceData, count: view.count }),
  );

export const changeLine = (cartId: number, num: number) =>
  changeCartNum({ cart_id: cartId, num, coupon_code: coupon(), country_code: $country.get() }).then(show);

export const removeLine = (cartId: number) =>
  deleteCartLines({ cart_id: cartId, coupon_code: coupon(), country_code: $country.get() }).then(show);

/** Applies a coupon: the server prices it or refuses it with its reason (the caller shows it). */
export async function applyCoupon(code: string): Promise<CartView> {
  const view = await calculateCoupon({ coupon_code: code, country_code: $country.get() });
  $coupon.set(view.priceData.coupon_code ?? '');
  return show(view);
}

/** Spec §4: leaving the shopping-cart page (or paying) resets the coupon and the note, and the cart reloads. */
export function resetCheckoutInputs() {
  $coupon.set('');
  $remark.set('');
}

/**
 * The drawer's Check out goes to the cart page with the coupon and note the shopper entered: they
 * are reset when the shopper leaves the cart page (spec §4), not on the way to it, which is a new
 * page load whose stores start empty.
 */
export function carryCheckoutInputs() {
  session.set(STORAGE_KEYS.checkoutInputs, JSON.stringify({ coupon: $coupon.get(), remark: $remark.get() }));
}

/** On the cart page, before its first load: what the drawer carried, taken once. */
export function takeCarriedCheckoutInputs() {
  const carried = session.get(STORAGE_KEYS.checkoutInputs);
  if (carried === null) return;
  session.remove(STORAGE_KEYS.checkoutInputs);
  try {
    const { coupon, remark } = JSON.parse(carried) as { coupon?: unknown; remark?: unknown };
    if (typeof coupon === 'string') $coupon.set(coupon);
    if (typeof remark === 'string') $remark.set(remark);
  } catch {
    /* not ours, or cut short: nothing carried */
  }
}

/** After a completed payment the paid lines have left the cart on the server. */
export function clearCart() {
  resetCheckoutInputs();
  $cart.set(null);
  $cartCount.set(0);
}
