import { cart } from './calls.ts';
import { bind } from './index.ts';

export const addToCart = bind(cart.add);
export const getCartList = bind(cart.list);
export const getCartCount = bind(cart.count);
export const changeCartNum = bind(cart.changeNum);
export const deleteCartLines = bind(cart.remove);
export const calculateCoupon = bind(cart.couponCalculate);
export const addOrderToCart = bind(cart.fromOrder);
