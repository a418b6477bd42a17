import { useState } from 'react';
import type { T } from '../../lib/t.ts';
import { failure } from './state.ts';

interface Props {
  t: T;
  /** The item's name, as the question shows it. */
  name: string;
  /** Deletes; resolves once the item is gone. */
  onDelete: () => Promise<unknown>;
  /** Said under the question (what deleting cannot undo, what to do instead). */
  hint?: string;
}

/** A Delete button that asks on the page, with the item's name, before deleting; says why a refusal came. */
export default function ConfirmDelete({ t, name, onDelete, hint }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  async function confirm() {
    setBusy(true);
    setProblem('');
    try {
      await onDelete();
      setAsking(false);
    } catch (error) {
      setProblem(failure(t, error));
    } finally {
      setBusy(false);
    }
  }

  if (!asking) {
    return (
      <button type="button" className="btn btn-outline ed-danger" onClick={() => setAsking(true)}>
        {t('editor.delete')}
      </button>
    );
  }
  return (
    <div className="ed-confirm" role="group" aria-label={t('editor.confirmDelete', { name })}>
      <p className="ed-confirm-question">{t('editor.confirmDelete', { name })}</p>
      {hint && <p className="ed-hint">{hint}</p>}
      <div className="ed-confirm-buttons">
        <button type="button" className="btn ed-danger-solid" disabled={busy} onClick={confirm}>
          {t('editor.delete')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => {
            setAsking(false);
            setProblem('');
          }}
        >
          {t('editor.cancel')}
        </button>
      </div>
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
