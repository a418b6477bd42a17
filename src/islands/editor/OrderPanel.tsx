import { useState, type FormEvent } from 'react';
import type { CallOutput } from '../../../api/lib/contract.ts';
import type * as C from '../../../api/contracts.ts';
import {
  cancelOrder,
  completeOrder,
  decideAfterSale,
  previewMessage,
  readOperatorOrder,
  refundOrder,
  resendConfirmation,
  shipOrder,
} from '../../lib/api/operator.ts';
import { addressLines } from '../../../api/modules/payments/address.ts';
import type { T } from '../../lib/t.ts';
import Loading from './Loading.tsx';
import { failure, LANGUAGE_NAMES, when, type Locale } from './state.ts';
import { useLoad } from './useLoad.ts';
import OutcomeLine, { type Outcome } from './Outcome.tsx';

type Detail = CallOutput<typeof C.operator.orderRead>;

/** One order for an operator: what was bought and paid, its history and e-mails, and the moves the order process allows now. */
export default function OrderPanel({ t, locale, id, onBack }: { t: T; locale: string; id: number; onBack: () => void }) {
  const order = useLoad(() => readOperatorOrder({ id }), [id]);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Outcome>(null);
  const [previewing, setPreviewing] = useState<number | null>(null);

  /** Runs an action, then shows the order as it now is. */
  const act = async (work: () => Promise<unknown>, done = t('operator.done')) => {
    setBusy(true);
    setNote(null);
    try {
      await work();
      setNote({ ok: true, text: done });
    } catch (error) {
      setNote({ ok: false, text: failure(t, error) });
    } finally {
      setBusy(false);
      order.reload();
    }
  };

  const back = (
    <button type="button" className="btn btn-outline ed-back" onClick={onBack}>
      {t('operator.back')}
    </button>
  );
  if (!order.data)
    return (
      <section>
        {back}
        <Loading t={t} state={order} />
      </section>
    );
  const o: Detail = order.data;
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const ship = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    void act(() =>
      shipOrder({
        order_id: o.id,
        carrier: value('carrier'),
        tracking_number: value('tracking_number'),
        tracking_url: value('tracking_url'),
      }),
    );
  };
  const can = (a: Detail['actions'][number]) => o.actions.includes(a);

  return (
    <section aria-labelledby="ed-order-title" aria-busy={busy || order.loading}>
      {back}
      <h2 id="ed-order-title">
        {t('operator.orderNo')} {o.order_no} <span className={`ed-badge ed-order-${o.status}`}>{t(`operator.status_${o.status}`)}</span>
      </h2>
      <p className="ed-hint">
        {o.email} · {when(o.created_at, locale)} · {t('operator.country')} {o.country_code}
      </p>
      <OutcomeLine outcome={note} />

      <div className="ed-card">
        <h3>{t('operator.lines')}</h3>
        <ul className="ed-list">
          {o.lines.map((l) => (
            <li key={l.id} className="ed-order-line">
              <span>
                {l.name} <small>{l.colour}</small>
              </span>
              <span>{t('operator.quantity', { num: l.num })}</span>
              <span>{l.unit_price}</span>
            </li>
          ))}
        </ul>
        <dl className="ed-facts">
          <dt>{t('operator.goods')}</dt>
          <dd>{o.goods_price}</dd>
          {o.coupon_code && (
            <>
              <dt>{t('operator.discount')}</dt>
              <dd>
                −{o.discount_price} ({o.coupon_code})
              </dd>
            </>
          )}
          <dt>{t('operator.shipping')}</dt>
          <dd>{o.shipping_price}</dd>
          <dt>{t('operator.total')}</dt>
          <dd>
            <strong>
              {o.total_price} {o.currency}
            </strong>
          </dd>
          {o.remark && (
            <>
              <dt>{t('operator.remark')}</dt>
              <dd>{o.remark}</dd>
            </>
          )}
        </dl>
      </div>

      <div className="ed-card">
        <h3>{t('operator.actions')}</h3>
        {can('ship') && (
          <form className="ed-form" onSubmit={ship} aria-label={t('operator.ship')}>
            <label className="ed-field">
              <span>{t('operator.carrier')}</span>
              <input type="text" name="carrier" maxLength={60} autoComplete="off" />
            </label>
            <label className="ed-field">
              <span>{t('operator.trackingNumber')}</span>
              <input type="text" name="tracking_number" maxLength={80} autoComplete="off" />
            </label>
            <label className="ed-field">
              <span>{t('operator.trackingUrl')}</span>
              <input type="url" name="tracking_url" maxLength={500} inputMode="url" />
            </label>
            <div className="ed-actions">
              <button type="submit" className="btn" disabled={busy}>
                {t('operator.ship')}
              </button>
            </div>
          </form>
        )}
        <div className="ed-actions">
          {can('complete') && (
            <button type="button" className="btn" disabled={busy} onClick={() => void act(() => completeOrder({ order_id: o.id }))}>
              {t('operator.complete')}
            </button>
          )}
          {can('cancel') && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => window.confirm(t('operator.confirmCancel')) && void act(() => cancelOrder({ order_id: o.id }))}
            >
              {t('operator.cancel')}
            </button>
          )}
          {can('refund') && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() =>
                window.confirm(t('operator.confirmRefund', { total: `${o.total_price} ${o.currency}` })) &&
                void act(() => refundOrder({ order_id: o.id }))
              }
            >
              {t('operator.refund')}
            </button>
          )}
          {can('resend') && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => void act(() => resendConfirmation({ order_id: o.id }), t('operator.queued'))}
            >
              {t('operator.resend')}
            </button>
          )}
        </div>
      </div>

      {o.after_sales.length > 0 && (
        <div className="ed-card">
          <h3>{t('operator.afterSales')}</h3>
          {o.after_sales.map((s) => (
            <AfterSale
              key={s.id}
              t={t}
              locale={locale}
              sale={s}
              busy={busy}
              onDecide={(decision, reply) => act(() => decideAfterSale({ id: s.id, decision, reply }))}
            />
          ))}
        </div>
      )}

      <div className="ed-card">
        <h3>{t('operator.shipment')}</h3>
        <dl className="ed-facts">
          <dt>{t('operator.shipTo')}</dt>
          <dd>
            {o.ship_to ? (
              <address className="ed-address">
                {addressLines(o.ship_to, (code) => regions.of(code) ?? code).map((line, i) => (
                  <span key={i}>{line}</span>
                ))}
              </address>
            ) : (
              t('operator.shipToUnknown')
            )}
          </dd>
          <dt>{t('operator.carrier')}</dt>
          <dd>{o.carrier ?? '—'}</dd>
          <dt>{t('operator.trackingNumber')}</dt>
          <dd>
            {o.tracking_url && o.tracking_number ? (
              <a href={o.tracking_url} rel="noopener noreferrer" target="_blank">
                {o.tracking_number}
              </a>
            ) : (
              (o.tracking_number ?? '—')
            )}
          </dd>
        </dl>
        <h3>{t('operator.payment')}</h3>
        <dl className="ed-facts">
          <dt>{t('operator.paypalOrder')}</dt>
          <dd>
            <code>{o.paypal_order_id ?? '—'}</code>
          </dd>
          <dt>{t('operator.paypalCapture')}</dt>
          <dd>
            <code>{o.paypal_capture_id ?? '—'}</code>
          </dd>
          <dt>{t('operator.captureStatus')}</dt>
          <dd>{o.capture_status ?? '—'}</dd>
        </dl>
      </div>

      <div className="ed-card">
        <h3>{t('operator.history')}</h3>
        <ol className="ed-log">
          {o.history.map((h, n) => (
            <li key={n}>
              {when(h.at, locale)} · {h.from ? `${t(`operator.status_${h.from as Detail['status']}`)} → ` : ''}
              {t(`operator.status_${h.to as Detail['status']}`)} <small>{h.reason}</small>
            </li>
          ))}
        </ol>
        <h3>{t('operator.emails')}</h3>
        <ul className="ed-log">
          {o.emails.map((m) => (
            <li key={m.id}>
              {t(`operator.email_${m.kind}`)} ·{' '}
              {m.sent_at
                ? t('operator.emailSent', { when: when(m.sent_at, locale) })
                : m.failed_at
                  ? t('operator.emailFailed', { error: m.last_error ?? '' })
                  : t('operator.emailWaiting', { attempts: m.attempts })}{' '}
              <button type="button" className="btn btn-outline" onClick={() => setPreviewing(m.id)}>
                {t('operator.preview')}
              </button>
            </li>
          ))}
        </ul>
        {previewing !== null && <MailPreview t={t} id={previewing} onClose={() => setPreviewing(null)} />}
      </div>
    </section>
  );
}

function AfterSale({
  t,
  locale,
  sale,
  busy,
  onDecide,
}: {
  t: T;
  locale: string;
  sale: Detail['after_sales'][number];
  busy: boolean;
  onDecide: (decision: 'approve' | 'reject', reply: string) => Promise<void>;
}) {
  const [reply, setReply] = useState(sale.reply);
  const open = sale.status === 'submitted' || sale.status === 'processing';
  return (
    <div className="ed-form ed-after-sale">
      <p>
        #{sale.id} · {when(sale.created_at, locale)} · <span className="ed-badge">{t(`operator.afterSaleStatus_${sale.status}`)}</span>
      </p>
      {sale.description && <p className="ed-hint">{sale.description}</p>}
      {open ? (
        <>
          <label className="ed-field">
            <span>{t('operator.reply')}</span>
            <textarea rows={3} maxLength={2000} value={reply} onChange={(e) => setReply(e.target.value)} />
          </label>
          <div className="ed-actions">
            <button type="button" className="btn" disabled={busy} onClick={() => void onDecide('approve', reply)}>
              {t('operator.approve')}
            </button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void onDecide('reject', reply)}>
              {t('operator.reject')}
            </button>
          </div>
        </>
      ) : (
        sale.reply && <p>{sale.reply}</p>
      )}
    </div>
  );
}

/**
 * An order e-mail as the shopper would get it now: subject, the HTML part in a sandboxed frame (no
 * scripts, no links followed inside) and the plain-text part.
 */
function MailPreview({ t, id, onClose }: { t: T; id: number; onClose: () => void }) {
  const mail = useLoad(() => previewMessage({ id }), [id]);
  return (
    <div className="ed-mail-preview" role="region" aria-label={t('operator.previewTitle')}>
      <div className="ed-actions">
        <h4>{t('operator.previewTitle')}</h4>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('operator.previewClose')}
        </button>
      </div>
      <Loading t={t} state={mail} />
      {mail.data && (
        <>
          <p>
            <strong>{mail.data.subject}</strong>
            <br />
            <small>
              {t('operator.previewTo', { email: mail.data.to, language: LANGUAGE_NAMES[mail.data.locale as Locale] ?? mail.data.locale })}
            </small>
          </p>
          <iframe className="ed-mail-frame" title={mail.data.subject} sandbox="" srcDoc={mail.data.html} />
          <details>
            <summary>{t('operator.previewText')}</summary>
            <pre className="ed-mail-text">{mail.data.text}</pre>
          </details>
        </>
      )}
    </div>
  );
}
