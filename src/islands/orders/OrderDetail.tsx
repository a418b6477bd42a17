import { useState } from 'react';
import type { OrderDetail as Order } from '../../../api/modules/orders/schema.ts';
import { addOrderToCart } from '../../lib/api/cart.ts';
import { answeredMessage } from '../../lib/api/client.ts';
import { applyRefund, cancelOrder, readOrder } from '../../lib/api/orders.ts';
import { pay, startFailureText } from '../../lib/payment.ts';
import { formatDateTime, formatTime } from '../../lib/locale-format.ts';
import { formatPrice } from '../../lib/money.ts';
import { makeT } from '../../lib/t.ts';
import { loadCartCount } from '../../stores/cart.ts';
import { toast } from '../../stores/toast.ts';
import { openOverlay } from '../../stores/ui.ts';
import { useLoadEffect } from '../common/useLoadEffect.ts';
import { orderIdFromPath } from './orderId.ts';
import OrderStatus from './OrderStatus.tsx';
import './orders.css';
import OrderAmounts from './OrderAmounts.tsx';

/** /user/order/{id}: lines, amounts, status and its history; Apply for refund, Buy again, After-sales. */
export default function OrderDetail({ base, messages }: { base: string; messages: Record<string, string> }) {
  const t = makeT(messages);
  const [order, setOrder] = useState<Order | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  /** Apply for refund asks first, on the page (not the browser's confirm box): refunding cannot be undone. */
  const [confirmingRefund, setConfirmingRefund] = useState(false);
  useLoadEffect(
    () => {
      const id = orderIdFromPath(window.location.pathname);
      return id ? readOrder({ id }) : Promise.reject(new Error('no id'));
    },
    setOrder,
    () => setFailed(true),
    [],
  );
  if (failed) return <p role="alert">{t('orders.notFound')}</p>;
  if (!order) return <p aria-busy="true">{t('orders.loading')}</p>;

  const { id } = order;
  /** One action at a time: busy while it runs, a refusal in the shopper's words. */
  function act(work: () => Promise<unknown>, failure = (error: unknown) => answeredMessage(error) || t('orders.actionFailed')) {
    if (busy) return;
    setBusy(true);
    work()
      .catch((error) => toast.error(failure(error)))
      .finally(() => setBusy(false));
  }
  /** A move answered with the order as it now is. */
  const moved = (o: Order, done: string) => {
    setOrder(o);
    toast.success(t(done));
  };

  function refund() {
    setConfirmingRefund(false);
    act(() => applyRefund({ id }).then((o) => moved(o, 'orders.refunded')));
  }
  const payNow = () =>
    act(
      () => pay('paypal', base, id),
      (error) => startFailureText(error, t),
    );
  const cancel = () => act(() => cancelOrder({ id }).then((o) => moved(o, 'orders.cancelDone')));
  const buyAgain = () =>
    act(() =>
      addOrderToCart({ order_id: id }).then(() => {
        toast.success(t('orders.addedAgain'));
        loadCartCount().catch(() => undefined);
        openOverlay('cart');
      }),
    );

  return (
    <div className="order-detail">
      <div className="order-card-head">
        <p>{t('orders.number', { no: order.order_no })}</p>
        <OrderStatus status={order.status} afterSale={order.after_sales[0]?.status ?? null} t={t} />
      </div>
      <ul className="order-lines">
        {order.lines.map((l) => (
          <li key={l.id}>
            {l.cover_image.url ? <img src={l.cover_image.url} alt="" width={56} height={56} /> : <span />}
            <a href={`${base}${l.route}`}>
              {l.product_name} · {l.product_color} × {l.num}
            </a>
            <span>{formatPrice(l.product_total_price)}</span>
          </li>
        ))}
      </ul>
      <OrderAmounts t={t} order={order} />
      {order.remark && (
        <p className="order-history">
          {t('orders.note')}: {order.remark}
        </p>
      )}
      <ol className="order-history">
        {order.history.map((h, i) => (
          <li key={i}>
            {formatDateTime(h.at)} · {t(`orders.status_${h.to}`)}
          </li>
        ))}
      </ol>
      {order.after_sales.length > 0 && (
        <p>
          {t('orders.afterSaleRequests')}:{' '}
          {order.after_sales.map((s) => (
            <a key={s.id} href={`${base}/user/order/${order.id}/after-sales-service?request=${s.id}`}>
              #{s.id} {t(`orders.afterSale_${s.status}`)}{' '}
            </a>
          ))}
        </p>
      )}
      {order.can_pay && order.expires_at && (
        <p className="order-unpaid-hint">
          {t('orders.unpaidHint', {
            time: formatTime(order.expires_at),
          })}
        </p>
      )}
      {order.can_refund && confirmingRefund && (
        <div className="order-refund-confirm" role="group" aria-label={t('orders.applyRefund')}>
          <p>{t('orders.refundConfirm')}</p>
          <div className="checkout-actions">
            <button type="button" className="btn" disabled={busy} onClick={refund}>
              {t('orders.refundYes')}
            </button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setConfirmingRefund(false)}>
              {t('orders.refundNo')}
            </button>
          </div>
        </div>
      )}
      <div className="checkout-actions">
        {order.can_pay && (
          <button type="button" className="btn" disabled={busy} onClick={payNow}>
            {t('orders.payNow')}
          </button>
        )}
        {order.can_cancel && (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={cancel}>
            {t('orders.cancel')}
          </button>
        )}
        {order.can_refund && !confirmingRefund && (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setConfirmingRefund(true)}>
            {t('orders.applyRefund')}
          </button>
        )}
        <button type="button" className="btn" disabled={busy} onClick={buyAgain}>
          {t('orders.buyAgain')}
        </button>
        {order.can_after_sale && (
          <a className="btn btn-outline" href={`${base}/user/order/${order.id}/after-sales-service`}>
            {t('orders.afterSales')}
          </a>
        )}
      </div>
    </div>
  );
}
