import type { T } from '../../lib/t.ts';

/** What a /user form shows until its option lists and the profile have loaded: a skeleton, or the error with Retry. */
export default function FormPending({ failed, retry, t }: { failed: boolean; retry: () => void; t: T }) {
  return failed ? (
    <div className="notice user-notice" role="alert">
      {t('account.formFailed')}{' '}
      <button type="button" className="btn btn-outline" onClick={retry}>
        {t('account.retry')}
      </button>
    </div>
  ) : (
    <div className="user-form-skeleton" aria-busy="true">
      {t('common.loading')}
    </div>
  );
}
