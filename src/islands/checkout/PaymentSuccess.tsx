import { useState } from 'react';
import type { OrderDetail } from '../../../api/modules/orders/schema.ts';
import { readOrder } from '../../lib/api/orders.ts';
import { decryptId } from '../../lib/idCipher.ts';
import { formatPrice } from '../../lib/money.ts';
import { makeT } from '../../lib/t.ts';
import { useLoadEffect } from '../common/useLoadEffect.ts';
import '../orders/orders.css';
import OrderAmounts from '../orders/OrderAmounts.tsx';

/** /payment-success/{encrypted order id}: what was bought and what it cost, shipping and discount included. */
export default function PaymentSuccess({ base, messages }: { base: string; messages: Record<string, string> }) {
  const t = makeT(messages);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [failed, setFailed] = useState(false);
  useLoadEffect(
    () => {
      const id = Number(decryptId(window.location.pathname.replace(/\/$/, '').split('/').pop()));
      return Number.isInteger(id) && id > 0 ? readOrder({ id }) : Promise.reject(new Error('bad id'));
    },
    setOrder,
    () => setFailed(true),
    [],
  );
  if (failed) return <p role="alert">{t('orders.notFound')}</p>;
  if (!order) return <p aria-busy="true">{t('orders.loading')}</p>;
  return (
    <div className="order-summary">
      <p className="checkout-message">{t('checkout.successText', { no: order.order_no })}</p>
      <ul className="order-lines">
        {order.lines.map((l) => (
          <li key={l.id}>
            {l.cover_image.url && <img src={l.cover_image.url} alt="" width={56} height={56} />}
            <span>
              {l.product_name} · {l.product_color} × {l.num}
            </span>
            <strong>{formatPrice(l.product_total_price)}</strong>
          </li>
        ))}
      </ul>
      <OrderAmounts t={t} order={order} />
      <div className="checkout-actions">
        <a className="btn" href={`${base}/user/order/${order.id}`}>
          {t('checkout.viewOrder')}
        </a>
        <a className="btn btn-outline" href={`${base}/`}>
          {t('checkout.continue')}
        </a>
      </div>
    </div>
  );
}
