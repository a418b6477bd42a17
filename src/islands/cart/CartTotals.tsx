import type { PriceData } from '../../../api/modules/cart/schema.ts';
import { formatPrice } from '../../lib/money.ts';
import type { T } from '../../lib/t.ts';

/** Original total, coupon discount, shipping and the total to pay, all as the server computed them. */
export default function CartTotals({ prices, t }: { prices: PriceData; t: T }) {
  return (
    <dl className="cart-totals">
      <div>
        <dt>{t('cart.subtotal')}</dt>
        <dd>{formatPrice(prices.origin_total_price)}</dd>
      </div>
      {prices.discount_price !== '0.00' && (
        <div className="cart-discount">
          <dt>{t('cart.discount', { code: prices.coupon_code ?? '' })}</dt>
          <dd>−{formatPrice(prices.discount_price)}</dd>
        </div>
      )}
      <div>
        <dt>{t('cart.shipping')}</dt>
        <dd>
          {!prices.ships
            ? t('cart.shippingUnavailable')
            : prices.shipping_price === '0.00'
              ? t('cart.free')
              : formatPrice(prices.shipping_price)}
        </dd>
      </div>
      <div className="cart-total">
        <dt>{t('cart.total')}</dt>
        <dd>{formatPrice(prices.total_price)}</dd>
      </div>
      {!prices.ships && <p className="cart-no-shipping">{t('cart.noShipping')}</p>}
    </dl>
  );
}
