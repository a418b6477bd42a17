import { useId, useState } from 'react';
import { setProductImages, type EditorProduct } from '../../lib/api/editor.ts';
import { uploadImage } from '../../lib/api/upload.ts';
import type { T } from '../../lib/t.ts';
import { failure, inLocale } from './state.ts';
import { SaveStatus, type SaveState } from './SaveStatus.tsx';

/** An image the product has (id) or one just uploaded (no id yet). */
type Item = { id?: number; url: string; sku_id: number | null };

/** The product's images in order: move, remove, add (uploaded through the shop's upload call), then save. */
export default function ProductImages({ t, product, locale }: { t: T; product: EditorProduct; locale: string }) {
  const inputId = useId();
  const [items, setItems] = useState<Item[]>(product.images);
  const [status, setStatus] = useState<SaveState>({ kind: 'idle' });
  const colourOf = (skuId: number | null) => {
    const sku = product.skus.find((s) => s.id === skuId);
    return sku ? inLocale(sku.color_name, locale) : t('editor.allColours');
  };
  const change = (next: Item[]) => {
    setItems(next);
    setStatus({ kind: 'idle' });
  };
  const move = (i: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item);
    change(next);
  };

  async function add(file: File | undefined) {
    if (!file) return;
    setStatus({ kind: 'busy' });
    try {
      const { url } = await uploadImage(file, file.name);
      change([...items, { url, sku_id: null }]);
    } catch (error) {
      setStatus({ kind: 'error', text: failure(t, error) });
    }
  }

  async function save() {
    setStatus({ kind: 'busy' });
    try {
      const saved = await setProductImages({
        id: product.id,
        images: items.map((i) => (i.id ? { id: i.id } : { url: i.url, sku_id: i.sku_id })),
      });
      setItems(saved);
      setStatus({ kind: 'ok' });
    } catch (error) {
      setStatus({ kind: 'error', text: failure(t, error) });
    }
  }

  return (
    <div>
      <ol className="ed-images">
        {items.map((img, i) => (
          <li key={img.id ?? img.url} className="ed-image">
            <img src={img.url} alt={t('editor.imageN', { n: i + 1 })} width={96} height={96} />
            <small>{colourOf(img.sku_id)}</small>
            <span className="ed-image-actions">
              <button
                type="button"
                className="btn btn-outline"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={t('editor.moveUp', { n: i + 1 })}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn-outline"
                disabled={i === items.length - 1}
                onClick={() => move(i, 1)}
                aria-label={t('editor.moveDown', { n: i + 1 })}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn btn-outline"
                disabled={items.length === 1}
                onClick={() => change(items.filter((_, j) => j !== i))}
                aria-label={t('editor.removeImage', { n: i + 1 })}
              >
                ✕
              </button>
            </span>
          </li>
        ))}
      </ol>
      <div className="ed-field">
        <label htmlFor={inputId}>{t('editor.addImage')}</label>
        <input id={inputId} type="file" accept="image/jpeg,image/png" onChange={(e) => add(e.target.files?.[0])} />
      </div>
      <div className="ed-actions">
        <button type="button" className="btn" disabled={status.kind === 'busy'} onClick={save}>
          {t('editor.saveImages')}
        </button>
        <SaveStatus status={status} t={t} />
      </div>
    </div>
  );
}
