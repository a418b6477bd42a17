import { useState } from 'react';
import { FUNDING_SOURCES, type FundingSource } from '../../../api/modules/orders/rules.ts';
import { listPaymentMethods, setPaymentMethod } from '../../lib/api/operator.ts';
import type { T } from '../../lib/t.ts';
import Loading from './Loading.tsx';
import { failure } from './state.ts';
import { useLoad } from './useLoad.ts';
import OutcomeLine, { type Outcome } from './Outcome.tsx';

/** Operators' payment options per country the shop ships to: each switch saves at once. */
export default function PaymentsSection({ t, locale }: { t: T; locale: string }) {
  const table = useLoad(() => listPaymentMethods(), []);
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<Outcome>(null);
  /** Switches as the operator set them, shown at once; a refused switch goes back. */
  const [switched, setSwitched] = useState<Record<string, boolean>>({});
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const dollars = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });

  const toggle = async (country: string, funding: FundingSource, on: boolean) => {
    const key = `${country}:${funding}`;
    setBusy(key);
    setNote(null);
    setSwitched((s) => ({ ...s, [key]: on }));
    try {
      await setPaymentMethod({ country_code: country, funding, on });
      const method = t(`operator.method_${funding}`);
      setNote({ ok: true, text: t(on ? 'operator.methodOn' : 'operator.methodOff', { method, country: regions.of(country) ?? country }) });
    } catch (error) {
      setSwitched(({ [key]: _, ...rest }) => rest);
      setNote({ ok: false, text: failure(t, error) });
    } finally {
      setBusy(null);
      table.reload();
    }
  };

  return (
    <section aria-labelledby="ed-payments-title">
      <h2 id="ed-payments-title">{t('operator.payments')}</h2>
      {table.data && (
        <p className="ed-hint">
          {t('operator.paymentsLead', {
            min: dollars.format(Number(table.data.pay_later.min)),
            max: dollars.format(Number(table.data.pay_later.max)),
          })}
        </p>
      )}
      <OutcomeLine outcome={note} />
      <Loading t={t} state={table} />
      {table.data && (
        <ul className="ed-list ed-payments" aria-busy={busy !== null}>
          {table.data.list.map((row) => {
            const name = regions.of(row.country_code) ?? row.country_code;
            return (
              <li key={row.country_code} className="ed-card">
                <fieldset className="ed-methods">
                  <legend>
                    {name} <small>{row.country_code}</small>
                  </legend>
                  {FUNDING_SOURCES.map((funding) => {
                    const m = row.methods.find((x) => x.funding === funding)!;
                    return (
                      <label key={funding} className="ed-check">
                        <input
                          type="checkbox"
                          checked={switched[`${row.country_code}:${funding}`] ?? m.on}
                          disabled={busy === `${row.country_code}:${funding}`}
                          onChange={(e) => void toggle(row.country_code, funding, e.currentTarget.checked)}
                        />
                        <span>{t(`operator.method_${funding}`)}</span>
                        {m.on !== m.by_default && <small className="ed-hint">{t('operator.notDefault')}</small>}
                      </label>
                    );
                  })}
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
