import type { T } from '../../lib/t.ts';
import { failure } from './state.ts';
import type { Loaded } from './useLoad.ts';

/** A list's loading and failure lines, with a retry. */
export default function Loading({ t, state }: { t: T; state: Loaded<unknown> }) {
  if (state.error) {
    return (
      <p className="error-text" role="alert">
        {failure(t, state.error)}{' '}
        <button type="button" className="btn btn-outline" onClick={state.reload}>
          {t('editor.retry')}
        </button>
      </p>
    );
  }
  return state.loading && !state.data ? <p>{t('editor.loading')}</p> : null;
}
