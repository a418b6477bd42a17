import { useState, type FormEvent } from 'react';
import { AFTER_SALE_DESCRIPTION_MAX, AFTER_SALE_PHOTOS_MAX, AFTER_SALE_REASONS } from '../../../api/modules/orders/rules.ts';
import type { AfterSaleDetail, OrderDetail } from '../../../api/modules/orders/schema.ts';
import { CHUNK_SIZE } from '../../../api/modules/upload/rules.ts';
import { answeredMessage } from '../../lib/api/client.ts';
import { applyAfterSale, readAfterSale, readOrder } from '../../lib/api/orders.ts';
import { uploadImage } from '../../lib/api/upload.ts';
import { makeT } from '../../lib/t.ts';
import { toast } from '../../stores/toast.ts';
import { useLoadEffect } from '../common/useLoadEffect.ts';
import { uploadInChunks } from '../user/avatar-upload.ts';
import { orderIdFromPath } from './orderId.ts';
import './orders.css';

type Reason = (typeof AFTER_SALE_REASONS)[number];

/** A photo goes up whole under 2 MB, in chunks above (spec §4), and comes back as the shopper's upload url. */
const uploadPhoto = async (file: File) => (file.size < CHUNK_SIZE ? (await uploadImage(file, file.name)).url : uploadInChunks(file));

/**
 * /user/order/{id}/after-sales-service: the request form (lines and quantities, a reason from the
 * list, a description, photos), then the request with its photos and its status.
 */
export default function AfterSales({ base, messages }: { base: string; messages: Record<string, string> }) {
  const t = makeT(messages);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [request, setRequest] = useState<AfterSaleDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<Reason>('damaged');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useLoadEffect(
    async () => {
      const id = orderIdFromPath(window.location.pathname);
      if (!id) throw new Error('no id');
      const wanted = Number(new URLSearchParams(window.location.search).get('request'));
      return { order: await readOrder({ id }), request: wanted > 0 ? await readAfterSale({ id: wanted }) : null };
    },
    (r) => (setOrder(r.order), setRequest(r.request)),
    () => setFailed(true),
    [],
  );
  if (failed) return <p role="alert">{t('orders.notFound')}</p>;
  if (!order) return <p aria-busy="true">{t('orders.loading')}</p>;
  if (request) {
    return (
      <div className="order-card">
        <p>
          {t('afterSales.request', { id: request.id, no: request.order_no })} · <strong>{t(`orders.afterSale_${request.status}`)}</strong>
        </p>
        <p>{t(`afterSales.reason_${request.reason}`)}</p>
        {request.description && <p className="order-history">{request.description}</p>}
        {request.photos.length > 0 && (
          <figure className="after-sale-photos">
            <figcaption>{t('afterSales.yourPhotos')}</figcaption>
            {request.photos.map((p, i) => (
              <a key={p} href={p}>
                <img
                  src={p}
                  alt={t('afterSales.photoAlt', { index: i + 1, total: request.photos.length })}
                  width={96}
                  height={96}
                  loading="lazy"
                />
              </a>
            ))}
          </figure>
        )}
        <ul className="order-lines">
          {request.lines.map((l) => (
            <li key={l.order_line_id}>
              {l.cover_image.url ? <img src={l.cover_image.url} alt="" width={56} height={56} /> : <span />}
              <span>
                {l.product_name} · {l.product_color} × {l.num}
              </span>
              <span />
            </li>
          ))}
        </ul>
        {request.reply && (
          <p>
            {t('afterSales.reply')}: {request.reply}
          </p>
        )}
        <a href={`${base}/user/order/${order.id}`}>{t('afterSales.backToOrder')}</a>
      </div>
    );
  }
  if (!order.can_after_sale) return <p role="alert">{t('afterSales.notAllowed')}</p>;

  async function addPhotos(files: FileList | null) {
    if (!files) return;
    setBusy(true);
    try {
      for (const file of Array.from(files).slice(0, AFTER_SALE_PHOTOS_MAX - photos.length)) {
        const url = await uploadPhoto(file);
        setPhotos((p) => [...p, url]);
      }
    } catch (error) {
      toast.error(answeredMessage(error) || t('afterSales.uploadFailed'));
    } finally {
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const lines = Object.entries(quantities)
      .filter(([, n]) => n > 0)
      .map(([id, num]) => ({ order_line_id: Number(id), num }));
    if (!order || busy) return;
    if (lines.length === 0) return toast.error(t('afterSales.chooseLines'));
    setBusy(true);
    applyAfterSale({ order_id: order.id, lines, reason, description, photos })
      .then((r) => {
        setRequest(r);
        toast.success(t('afterSales.submitted'));
      })
      .catch((error) => toast.error(answeredMessage(error) || t('afterSales.failed')))
      .finally(() => setBusy(false));
  }

  return (
    <form className="after-sale-form" onSubmit={submit}>
      <p>{t('orders.number', { no: order.order_no })}</p>
      <fieldset>
        <legend>{t('afterSales.which')}</legend>
        {order.lines.map((l) => (
          <div key={l.id}>
            <label htmlFor={`as-line-${l.id}`}>
              {l.product_name} · {l.product_color} ({t('afterSales.ofCount', { count: l.num })})
            </label>
            <input
              id={`as-line-${l.id}`}
              type="number"
              min={0}
              max={l.num}
              value={quantities[l.id] ?? 0}
              onChange={(e) =>
                setQuantities({ ...quantities, [l.id]: Math.max(0, Math.min(l.num, Math.trunc(Number(e.target.value) || 0))) })
              }
            />
          </div>
        ))}
      </fieldset>
      <label htmlFor="as-reason">{t('afterSales.reason')}</label>
      <select id="as-reason" value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
        {AFTER_SALE_REASONS.map((r) => (
          <option key={r} value={r}>
            {t(`afterSales.reason_${r}`)}
          </option>
        ))}
      </select>
      <label htmlFor="as-description">{t('afterSales.description')}</label>
      <textarea
        id="as-description"
        rows={4}
        maxLength={AFTER_SALE_DESCRIPTION_MAX}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <label htmlFor="as-photos">{t('afterSales.photos', { max: AFTER_SALE_PHOTOS_MAX })}</label>
      <input
        id="as-photos"
        type="file"
        accept=".jpg,.jpeg,.png"
        multiple
        disabled={busy || photos.length >= AFTER_SALE_PHOTOS_MAX}
        onChange={(e) => addPhotos(e.target.files)}
      />
      <div className="after-sale-photos">
        {photos.map((p) => (
          <img key={p} src={p} alt="" width={72} height={72} />
        ))}
      </div>
      <div className="checkout-actions">
        <button type="submit" className="btn" disabled={busy}>
          {t('afterSales.submit')}
        </button>
        <a className="btn btn-outline" href={`${base}/user/order/${order.id}`}>
          {t('afterSales.backToOrder')}
        </a>
      </div>
    </form>
  );
}
