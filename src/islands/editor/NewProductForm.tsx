import { useId, useState } from 'react';
import { createProduct, type EditorCategory } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import { SaveStatus, type SaveState } from './SaveStatus.tsx';
import { failure, inLocale, LANGUAGE_NAMES } from './state.ts';

interface Colour {
  name: string;
  card: string;
  price: string;
}
const blank = (): Colour => ({ name: '', card: '#EE5E7B', price: '' });

/**
 * A new product: its English name, category and colours with their base prices. It is created
 * unpublished and opens in the product editor, where its other texts and pictures follow.
 */
export default function NewProductForm({
  t,
  locale,
  categories,
  onCreated,
}: {
  t: T;
  locale: string;
  categories: EditorCategory[];
  onCreated: (id: number) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [categoryId, setCategoryId] = useState(categories[0]?.id ?? 0);
  const [colours, setColours] = useState<Colour[]>([blank()]);
  const [status, setStatus] = useState<SaveState>({ kind: 'idle' });
  const change = (i: number, patch: Partial<Colour>) => {
    setColours((cs) => cs.map((c, j) => (j === i ? { ...c, ...patch } : c)));
    setStatus({ kind: 'idle' });
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setStatus({ kind: 'busy' });
    try {
      const created = await createProduct({
        category_id: categoryId,
        name: { en: name.trim() },
        skus: colours.map((c) => ({ color_name: { en: c.name.trim() }, color_card: c.card, price: c.price.trim() })),
      });
      setStatus({ kind: 'ok' });
      onCreated(created.id);
    } catch (error) {
      setStatus({ kind: 'error', text: failure(t, error) });
    }
  }

  return (
    <form className="ed-form" onSubmit={submit} noValidate>
      <div className="ed-field">
        <label htmlFor={`${id}-name`}>
          {t('editor.name')} · {LANGUAGE_NAMES.en}
        </label>
        <input id={`${id}-name`} type="text" lang="en" value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="ed-field">
        <label htmlFor={`${id}-category`}>{t('editor.category')}</label>
        <select id={`${id}-category`} value={categoryId} onChange={(e) => setCategoryId(Number(e.target.value))}>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {inLocale(c.name, locale)}
            </option>
          ))}
        </select>
      </div>
      {colours.map((c, i) => (
        <fieldset key={i} className="ed-colour-row">
          <legend>{t('editor.colourNumber', { n: i + 1 })}</legend>
          <div className="ed-field">
            <label htmlFor={`${id}-c${i}-name`}>
              {t('editor.colourName')} · {LANGUAGE_NAMES.en}
            </label>
            <input id={`${id}-c${i}-name`} type="text" lang="en" value={c.name} onChange={(e) => change(i, { name: e.target.value })} />
          </div>
          <div className="ed-field">
            <label htmlFor={`${id}-c${i}-card`}>{t('editor.swatch')}</label>
            <input
              id={`${id}-c${i}-card`}
              type="color"
              value={c.card}
              onChange={(e) => change(i, { card: e.target.value.toUpperCase() })}
            />
          </div>
          <div className="ed-field">
            <label htmlFor={`${id}-c${i}-price`}>{t('editor.basePrice')}</label>
            <input
              id={`${id}-c${i}-price`}
              type="text"
              inputMode="decimal"
              placeholder="24.99"
              value={c.price}
              onChange={(e) => change(i, { price: e.target.value })}
            />
          </div>
          {colours.length > 1 && (
            <button type="button" className="btn btn-outline" onClick={() => setColours((cs) => cs.filter((_, j) => j !== i))}>
              {t('editor.removeColour')}
            </button>
          )}
        </fieldset>
      ))}
      <div className="ed-actions">
        <button type="button" className="btn btn-outline" onClick={() => setColours((cs) => [...cs, blank()])}>
          {t('editor.addColour')}
        </button>
        <button type="submit" className="btn" disabled={status.kind === 'busy'}>
          {t('editor.add')}
        </button>
        <SaveStatus status={status} t={t} />
      </div>
    </form>
  );
}
