import { useId, useState } from 'react';
import { updateSku, type EditorSku } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import { failure } from './state.ts';
import { SaveStatus, type SaveState } from './SaveStatus.tsx';

type Row = { price: string; original_price: string };
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/** A colour's prices per country, as strings ("24.99"); saving sends the countries that changed. */
/** A country of the shop, named in the UI's language. */
export interface Country {
  country_code: string;
  name: string;
}

export default function PricesForm({ t, sku, countries }: { t: T; sku: EditorSku; countries: Country[] }) {
  const id = useId();
  const start = Object.fromEntries(sku.prices.map((p) => [p.country_code, { price: p.price, original_price: p.original_price }]));
  const [saved, setSaved] = useState<Record<string, Row>>(start);
  const [draft, setDraft] = useState<Record<string, Row>>(start);
  const [status, setStatus] = useState<SaveState>({ kind: 'idle' });
  const codes = [...new Set([...countries.map((c) => c.country_code), ...Object.keys(start)])];
  const nameOf = (code: string) => countries.find((c) => c.country_code === code)?.name ?? code;

  const set = (code: string, key: keyof Row, value: string) => {
    setDraft((d) => ({ ...d, [code]: { ...(d[code] ?? { price: '', original_price: '' }), [key]: value } }));
    setStatus({ kind: 'idle' });
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const prices: Record<string, { price: string; original_price?: string }> = {};
    for (const [code, row] of Object.entries(draft)) {
      const before = saved[code];
      const price = row.price.trim();
      const original = row.original_price.trim();
      if (!price || (before && before.price === price && before.original_price === original)) continue;
      if (!AMOUNT.test(price) || (original && !AMOUNT.test(original))) {
        setStatus({ kind: 'error', text: t('editor.badAmount', { country: code }) });
        return;
      }
      prices[code] = original ? { price, original_price: original } : { price };
    }
    if (Object.keys(prices).length === 0) return setStatus({ kind: 'same' });
    setStatus({ kind: 'busy' });
    try {
      const res = await updateSku({ id: sku.id, prices });
      const next = Object.fromEntries(res.prices.map((p) => [p.country_code, { price: p.price, original_price: p.original_price }]));
      setSaved(next);
      setDraft(next);
      setStatus({ kind: 'ok' });
    } catch (error) {
      setStatus({ kind: 'error', text: failure(t, error) });
    }
  }

  return (
    <form className="ed-form" onSubmit={submit} noValidate>
      <div className="ed-scroll">
        <table className="ed-table ed-prices">
          <caption>{t('editor.prices')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('editor.country')}</th>
              <th scope="col">{t('editor.price')}</th>
              <th scope="col">{t('editor.originalPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => (
              <tr key={code}>
                <th scope="row">{nameOf(code)}</th>
                <td>
                  <input
                    type="text"
                    inputMode="decimal"
                    aria-label={`${t('editor.price')} · ${nameOf(code)}`}
                    id={`${id}-${code}-p`}
                    value={draft[code]?.price ?? ''}
                    onChange={(e) => set(code, 'price', e.target.value)}
                  />
                </td>
                <td>
                  <input
                    type="text"
                    inputMode="decimal"
                    aria-label={`${t('editor.originalPrice')} · ${nameOf(code)}`}
                    value={draft[code]?.original_price ?? ''}
                    onChange={(e) => set(code, 'original_price', e.target.value)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="ed-actions">
        <button type="submit" className="btn" disabled={status.kind === 'busy'}>
          {t('editor.savePrices')}
        </button>
        <SaveStatus status={status} t={t} />
      </div>
    </form>
  );
}
