import { useStore } from './useStore.ts';
import { useEffect } from 'react';
import { CloseIcon } from '../../components/icons.tsx';
import { $toasts, dismissToast, showFlashedToast } from '../../stores/toast.ts';
import './toasts.css';

/** The page's toasts (mounted once by the layout); any island shows one with `toast.success(...)` etc. */
export default function Toasts({ closeLabel }: { closeLabel: string }) {
  const toasts = useStore($toasts);
  useEffect(showFlashedToast, []);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' || t.kind === 'warning' ? 'alert' : 'status'}>
          <span className="toast-mark" aria-hidden="true">
            {t.kind === 'success' ? '✓' : t.kind === 'info' ? 'i' : '!'}
          </span>
          <div className="toast-body">
            <p className="toast-text">{t.text}</p>
            {t.detail && <p className="toast-detail">{t.detail}</p>}
          </div>
          <button type="button" className="toast-close" aria-label={closeLabel} onClick={() => dismissToast(t.id)}>
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
