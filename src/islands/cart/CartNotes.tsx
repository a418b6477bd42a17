import { useStore } from '../common/useStore.ts';
import { useState } from 'react';
import { REMARK_MAX } from '../../../api/modules/cart/rules.ts';
import type { T } from '../../lib/t.ts';
import { $remark } from '../../stores/cart.ts';

/** Order notes (spec §5): 500 characters with a counter, Save or Cancel. */
export default function CartNotes({ t, id }: { t: T; id: string }) {
  const saved = useStore($remark);
  const [text, setText] = useState(saved);
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div className="cart-notes">
        <button type="button" className="link-btn" onClick={() => (setText(saved), setOpen(true))}>
          {saved ? t('cart.editNote') : t('cart.addNote')}
        </button>
        {saved && <p className="cart-note-text">{saved}</p>}
      </div>
    );
  }
  return (
    <div className="cart-notes">
      <label htmlFor={id}>{t('cart.noteLabel')}</label>
      <textarea id={id} maxLength={REMARK_MAX} rows={3} value={text} onChange={(e) => setText(e.target.value.slice(0, REMARK_MAX))} />
      <p className="cart-note-count" aria-live="polite">
        {text.length}/{REMARK_MAX}
      </p>
      <div className="cart-note-actions">
        <button type="button" className="btn btn-small" onClick={() => ($remark.set(text.trim()), setOpen(false))}>
          {t('cart.save')}
        </button>
        <button type="button" className="btn btn-small btn-ghost" onClick={() => setOpen(false)}>
          {t('cart.cancel')}
        </button>
      </div>
    </div>
  );
}
