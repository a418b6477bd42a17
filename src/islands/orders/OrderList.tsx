import { useState } from 'react';
import { ORDER_STATUSES } from '../../../api/modules/orders/rules.ts';
import type { OrderSummary } from '../../../api/modules/orders/schema.ts';
import type { Page } from '../../../api/lib/request.ts';
import { getOrderList } from '../../lib/api/orders.ts';
import { formatDate } from '../../lib/locale-format.ts';
import { formatPrice } from '../../lib/money.ts';
import { makeT } from '../../lib/t.ts';
import Pagination from '../common/Pagination.tsx';
import { useLoadEffect } from '../common/useLoadEffect.ts';
import OrderStatus from './OrderStatus.tsx';
import './orders.css';

const PAGE_SIZE = 10;
type Filter = (typeof ORDER_STATUSES)[number] | 'all';
const FILTERS: Filter[] = ['all', 'pending_payment', 'paid', 'shipped', 'completed', 'refunded'];

/** /user/order: the shopper's orders, newest first, filterable by status, paged. */
export default function OrderList({ base, messages }: { base: string; messages: Record<string, string> }) {
  const t = makeT(messages);
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<OrderSummary> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useLoadEffect(
    () => (setFailed(false), getOrderList({ page, page_size: PAGE_SIZE, status: filter === 'all' ? undefined : filter })),
    setData,
    () => setFailed(true),
    [filter, page, attempt],
  );

  return (
    <div>
      <div className="order-tabs" role="group" aria-label={t('orders.filter')}>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className="btn btn-small btn-ghost"
            aria-pressed={filter === f}
            onClick={() => (setFilter(f), setPage(1))}
          >
            {f === 'all' ? t('orders.all') : t(`orders.status_${f}`)}
          </button>
        ))}
      </div>
      {failed ? (
        <p role="alert">
          {t('orders.loadFailed')}{' '}
          <button type="button" className="link-btn" onClick={() => setAttempt((n) => n + 1)}>
            {t('orders.retry')}
          </button>
        </p>
      ) : !data ? (
        <p aria-busy="true">{t('orders.loading')}</p>
      ) : data.list.length === 0 ? (
        <p>{t('orders.none')}</p>
      ) : (
        <>
          {data.list.map((o) => (
            <article key={o.id} className="order-card">
              <div className="order-card-head">
                <a href={`${base}/user/order/${o.id}`}>{t('orders.number', { no: o.order_no })}</a>
                <OrderStatus status={o.status} afterSale={o.after_sale_status} t={t} />
              </div>
              <p className="order-history">
                {formatDate(o.created_at)} · {t('orders.items', { count: o.items })} · {formatPrice(o.total_price)}
              </p>
              <ul className="order-lines">
                {o.lines.slice(0, 3).map((l) => (
                  <li key={l.id}>
                    {l.cover_image.url ? <img src={l.cover_image.url} alt="" width={56} height={56} loading="lazy" /> : <span />}
                    <span>
                      {l.product_name} · {l.product_color} × {l.num}
                    </span>
                    <span>{formatPrice(l.product_total_price)}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
          <Pagination
            page={page}
            count={Math.ceil(data.total / PAGE_SIZE)}
            onPage={setPage}
            labels={{
              nav: t('orders.pages'),
              previous: t('orders.previous'),
              next: t('orders.next'),
              page: (n) => t('orders.page', { n }),
            }}
          />
        </>
      )}
    </div>
  );
}
