import { useState, type FormEvent } from 'react';
import type { CallOutput } from '../../../api/lib/contract.ts';
import type * as C from '../../../api/contracts.ts';
import { adjustStock, listStock } from '../../lib/api/operator.ts';
import type { T } from '../../lib/t.ts';
import Loading from './Loading.tsx';
import Pager from './Pager.tsx';
import { failure } from './state.ts';
import { useLoad } from './useLoad.ts';
import OutcomeLine, { type Outcome } from './Outcome.tsx';

const PAGE_SIZE = 20;
type Row = CallOutput<typeof C.operator.stockList>['list'][number];

/**
 * Operators' inventory: per colour, on hand, held by unpaid orders, sold and available, those
 * running out first. A count typed in is saved with the count it replaces, so a sale made while the
 * operator counted is never overwritten.
 */
export default function InventorySection({ t }: { t: T; locale: string }) {
  const [show, setShow] = useState<'all' | 'low'>('all');
  const [q, setQ] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const stock = useLoad(() => listStock({ show, q, page, page_size: PAGE_SIZE }), [show, q, page]);
  const [note, setNote] = useState<Outcome>(null);

  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setQ(String(new FormData(e.currentTarget).get('q') ?? '').trim() || undefined);
    setPage(1);
  };
  const saved = (ok: boolean, text: string) => {
    setNote({ ok, text });
    stock.reload();
  };

  return (
    <section aria-labelledby="ed-stock-title">
      <h2 id="ed-stock-title">{t('operator.stock')}</h2>
      <div className="ed-actions" role="group" aria-label={t('operator.stockShow')}>
        {(['all', 'low'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className="ed-tab"
            aria-pressed={show === s}
            onClick={() => {
              setShow(s);
              setPage(1);
            }}
          >
            {t(s === 'all' ? 'operator.stockAll' : 'operator.stockLow')}
            {s === 'low' && stock.data ? <span className="ed-count">{stock.data.low_count}</span> : null}
          </button>
        ))}
      </div>
      <form className="ed-filters" onSubmit={search}>
        <label className="ed-field">
          <span>{t('operator.stockSearch')}</span>
          <input type="search" name="q" defaultValue={q} maxLength={100} />
        </label>
        <button type="submit" className="btn">
          {t('operator.filter')}
        </button>
      </form>
      {stock.data && <p className="ed-hint">{t('operator.stockLowAt', { n: stock.data.low_at })}</p>}
      <OutcomeLine outcome={note} />
      <Loading t={t} state={stock} />
      {stock.data && stock.data.list.length === 0 && <p>{t('operator.stockNone')}</p>}
      {stock.data && stock.data.list.length > 0 && (
        <ul className="ed-list ed-stock" aria-busy={stock.loading}>
          {stock.data.list.map((row) => (
            <StockRow key={`${row.sku_id}:${row.on_hand}`} t={t} row={row} onSaved={saved} />
          ))}
        </ul>
      )}
      {stock.data && <Pager t={t} page={page} total={stock.data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
    </section>
  );
}

function StockRow({ t, row, onSaved }: { t: T; row: Row; onSaved: (ok: boolean, text: string) => void }) {
  const [busy, setBusy] = useState(false);
  const label = `${row.product_name} · ${row.colour}`;
  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const counted = Number(new FormData(e.currentTarget).get('on_hand'));
    setBusy(true);
    try {
      await adjustStock({ sku_id: row.sku_id, on_hand: counted, on_hand_seen: row.on_hand });
      onSaved(true, t('operator.stockSaved', { name: label, n: counted }));
    } catch (error) {
      onSaved(false, failure(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`ed-stock-row${row.low ? ' is-low' : ''}`}>
      <p className="ed-stock-name">
        <span className="ed-swatch" style={{ background: row.color_card }} aria-hidden="true" />
        <strong>{row.product_name}</strong> <span>{row.colour}</span>
        {row.low && <span className="ed-badge ed-low">{t('operator.stockLowMark')}</span>}
      </p>
      <dl className="ed-stock-facts">
        <div>
          <dt>{t('operator.onHand')}</dt>
          <dd>{row.on_hand}</dd>
        </div>
        <div>
          <dt>{t('operator.held')}</dt>
          <dd>{row.held}</dd>
        </div>
        <div>
          <dt>{t('operator.sold')}</dt>
          <dd>{row.sold}</dd>
        </div>
        <div>
          <dt>{t('operator.available')}</dt>
          <dd>
            <strong>{row.available}</strong>
          </dd>
        </div>
      </dl>
      <form className="ed-stock-adjust" onSubmit={save}>
        <label className="ed-field">
          <span>{t('operator.onHand')}</span>
          <input
            aria-label={t('operator.counted', { name: label })}
            type="number"
            name="on_hand"
            min={row.held}
            max={1_000_000}
            step={1}
            required
            defaultValue={row.on_hand}
            inputMode="numeric"
          />
        </label>
        <button type="submit" className="btn btn-outline" disabled={busy}>
          {t('operator.stockSave')}
        </button>
      </form>
    </li>
  );
}
