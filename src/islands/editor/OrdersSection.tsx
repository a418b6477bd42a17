import { useState, type FormEvent } from 'react';
import type { CallOutput } from '../../../api/lib/contract.ts';
import type * as C from '../../../api/contracts.ts';
import { ORDER_STATUSES } from '../../../api/modules/orders/rules.ts';
import { exportOrders, listOperatorOrders } from '../../lib/api/operator.ts';
import type { T } from '../../lib/t.ts';
import Loading from './Loading.tsx';
import OrderPanel from './OrderPanel.tsx';
import Pager from './Pager.tsx';
import { failure, when } from './state.ts';
import { useLoad } from './useLoad.ts';
import OutcomeLine, { type Outcome } from './Outcome.tsx';

const PAGE_SIZE = 20;
type Filters = { status?: (typeof ORDER_STATUSES)[number]; q?: string; from?: string; to?: string };
export type OrderRowView = CallOutput<typeof C.operator.orderList>['list'][number];

/** Operators' Orders: a filtered, paged list with the count per status; an order opens in its panel. */
export default function OrdersSection({ t, locale }: { t: T; locale: string }) {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const orders = useLoad(() => listOperatorOrders({ ...filters, page, page_size: PAGE_SIZE }), [filters, page]);
  const [exported, setExported] = useState<Outcome>(null);

  if (open !== null)
    return (
      <OrderPanel
        t={t}
        locale={locale}
        id={open}
        onBack={() => {
          setOpen(null);
          orders.reload();
        }}
      />
    );

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const next = { ...filters, q: value('q'), from: value('from'), to: value('to') };
    setFilters(next);
    setPage(1);
    if ((e.nativeEvent as SubmitEvent).submitter?.getAttribute('name') === 'export') void download(next);
  };
  /** Downloads the orders of the chosen days (and status) as a CSV file. */
  const download = async ({ from, to, status }: Filters) => {
    setExported(null);
    if (!from || !to) return setExported({ ok: false, text: t('operator.exportNeedsDays') });
    try {
      const file = await exportOrders({ from, to, status });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
      link.download = file.filename;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      setExported({ ok: true, text: t('operator.exported', { count: file.rows, file: file.filename }) });
    } catch (error) {
      setExported({ ok: false, text: failure(t, error) });
    }
  };
  const counts = orders.data?.counts;
  return (
    <section aria-labelledby="ed-orders-title">
      <h2 id="ed-orders-title">{t('operator.orders')}</h2>
      <div className="ed-actions ed-statuses" role="group" aria-label={t('operator.status')}>
        {[undefined, ...ORDER_STATUSES].map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            className="ed-tab"
            aria-pressed={filters.status === s}
            onClick={() => {
              setFilters({ ...filters, status: s });
              setPage(1);
            }}
          >
            {s ? t(`operator.status_${s}`) : t('operator.allStatuses')}
            {counts && s ? <span className="ed-count">{counts[s]}</span> : null}
          </button>
        ))}
      </div>
      <form className="ed-filters" onSubmit={submit}>
        <label className="ed-field">
          <span>{t('operator.search')}</span>
          <input type="search" name="q" defaultValue={filters.q} maxLength={100} />
        </label>
        <label className="ed-field">
          <span>{t('operator.from')}</span>
          <input type="date" name="from" defaultValue={filters.from} />
        </label>
        <label className="ed-field">
          <span>{t('operator.to')}</span>
          <input type="date" name="to" defaultValue={filters.to} />
        </label>
        <button type="submit" className="btn">
          {t('operator.filter')}
        </button>
        <button type="submit" name="export" className="btn btn-outline">
          {t('operator.export')}
        </button>
      </form>
      <OutcomeLine outcome={exported} />
      <Loading t={t} state={orders} />
      {orders.data && orders.data.list.length === 0 && <p>{t('operator.none')}</p>}
      {orders.data && orders.data.list.length > 0 && (
        <ul className="ed-list ed-orders" aria-busy={orders.loading}>
          {orders.data.list.map((o) => (
            <li key={o.id} className="ed-order-row">
              <button
                type="button"
                className="ed-order-open"
                aria-label={t('operator.open', { orderNo: o.order_no })}
                onClick={() => setOpen(o.id)}
              >
                <strong>{o.order_no}</strong>
                <span className={`ed-badge ed-order-${o.status}`}>{t(`operator.status_${o.status}`)}</span>
                <span className="ed-order-who">{o.email}</span>
                <span>
                  {o.total_price} {o.currency} · {o.country_code}
                </span>
                <small>{when(o.created_at, locale)}</small>
              </button>
            </li>
          ))}
        </ul>
      )}
      {orders.data && <Pager t={t} page={page} total={orders.data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
    </section>
  );
}
