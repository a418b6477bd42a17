import type { OrderDetail } from '../../../api/modules/orders/schema.ts';
import { countryName } from '../../lib/locale-format.ts';
import { formatPrice } from '../../lib/money.ts';
import type { T } from '../../lib/t.ts';

/** What an order cost: items, the coupon's discount, shipping to its country ("Free" at 0) and the total. */
export default function OrderAmounts({ t, order }: { t: T; order: OrderDetail }) {
  return (
    <dl className="order-amounts">
      <div>
        <dt>{t('orders.subtotal')}</dt>
        <dd>{formatPrice(order.origin_total_price)}</dd>
      </div>
      {order.discount_price !== '0.00' && (
        <div>
          <dt>{t('orders.discount', { code: order.coupon_code ?? '' })}</dt>
          <dd>−{formatPrice(order.discount_price)}</dd>
        </div>
      )}
      <div>
        <dt>{t('orders.shipping', { country: countryName(order.country_code) })}</dt>
        <dd>{order.shipping_price === '0.00' ? t('cart.free') : formatPrice(order.shipping_price)}</dd>
      </div>
      <div>
        <dt>{t('orders.total')}</dt>
        <dd>
          <strong>{formatPrice(order.total_price)}</strong>
        </dd>
      </div>
    </dl>
  );
}
