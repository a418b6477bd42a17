import type { OrderSummary } from '../../../api/modules/orders/schema.ts';
import type { T } from '../../lib/t.ts';

type Kind = 'payment' | 'shipping' | 'refund' | 'afterSales' | 'completed' | 'cancelled';

/** Which of spec §3's status icons an order shows: payment, shipping, refund, after-sales processing, completed. */
export function iconOf(status: OrderSummary['status'], afterSale: OrderSummary['after_sale_status']): Kind {
  if (afterSale === 'submitted' || afterSale === 'processing') return 'afterSales';
  if (status === 'pending_payment') return 'payment';
  if (status === 'paid' || status === 'shipped') return 'shipping';
  if (status === 'refund_requested' || status === 'refunded') return 'refund';
  if (status === 'cancelled') return 'cancelled';
  return 'completed';
}

const paths: Record<Kind, string> = {
  payment: 'M3 6h18v12H3z M3 10h18',
  shipping: 'M2 7h11v9H2z M13 10h5l3 3v3h-8z M6 18a2 2 0 1 0 0.01 0 M17 18a2 2 0 1 0 0.01 0',
  refund: 'M4 12a8 8 0 1 0 3-6.2 M4 4v5h5',
  afterSales: 'M12 3a9 9 0 1 0 0.01 0 M12 7v5l3 3',
  completed: 'M4 12l5 5L20 6',
  cancelled: 'M6 6l12 12 M18 6L6 18',
};

/** An order's status with its icon, in words (the icon is decoration). */
export default function OrderStatus({
  status,
  afterSale,
  t,
}: {
  status: OrderSummary['status'];
  afterSale: OrderSummary['after_sale_status'];
  t: T;
}) {
  const kind = iconOf(status, afterSale);
  return (
    <span className={`order-status order-status-${kind}`}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={paths[kind]} />
      </svg>
      {t(`orders.status_${status}`)}
      {afterSale && ` · ${t(`orders.afterSale_${afterSale}`)}`}
    </span>
  );
}
