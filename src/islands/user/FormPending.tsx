import type { T } from '../../lib/t.ts';

/** What a /user form shows until its option lists and the profile have loaded: a skeleton, or the error with Retry. */
export default function FormPending({ error, retry, t }: { error: string | null | undefined; retry: () => void; t: T }) {
  return error ? (
    <div className="notice user-notice" role="alert">
      {error} <button type="button" className="btn btn-outline" onClick={retry}>{t('account.retry')}</button>
    </div>
  ) : <div className="user-form-skeleton" aria-busy="true">{t('common.loading')}</div>;
}
