import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * PayPal's server-side shipping callback carries no signature of its own, so the callback URL the
 * shop gives PayPal for an order holds a token: an HMAC of the order number under the shop's PayPal
 * secret. Only PayPal (and the shop) know the URL of an order.
 */
export const callbackToken = (secret: string, orderNo: string) =>
  createHmac('sha256', secret).update(`shipping-callback:${orderNo}`).digest('base64url');

export function callbackTokenMatches(secret: string, orderNo: string, token: string): boolean {
  const expected = Buffer.from(callbackToken(secret, orderNo));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
