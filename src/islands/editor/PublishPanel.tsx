import { useEffect, useState } from 'react';
import { listPublishes, requestPublish, type PublishPage } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import { elapsedSeconds, isActive, requester } from './publishing.ts';
import { failure, when } from './state.ts';

const POLL_MS = 1000;
const PAGE_SIZE = 20;

/**
 * Publish: the button (waiting while a publish is queued or building), the build's progress (polled
 * every second while one is on its way), the history with durations and failures, and how many
 * changes the next publish will take live.
 */
export default function PublishPanel({ t, locale }: { t: T; locale: string }) {
  const [page, setPage] = useState<PublishPage | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [asking, setAsking] = useState(false);
  const [round, setRound] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  // The publishes this panel saw queued or building: when one is done, its outcome stays shown.
  const [watched, setWatched] = useState<number[]>([]);
  const active = page?.list.find(isActive);
  const outcome = page?.list.find((p) => !isActive(p) && watched.includes(p.id));

  useEffect(() => {
    let live = true;
    listPublishes({ page: 1, page_size: PAGE_SIZE }).then(
      (p) => {
        if (!live) return;
        setPage(p);
        setError(null);
        setNow(Date.now());
        const ids = p.list.filter(isActive).map((x) => x.id);
        if (ids.length) setWatched((w) => [...new Set([...ids, ...w])]);
      },
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [round]);

  // While something is queued or building, ask again every second.
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setRound((r) => r + 1), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [active, page]);

  async function publish() {
    setAsking(true);
    try {
      const asked = await requestPublish();
      setWatched((w) => [asked.id, ...w.filter((id) => id !== asked.id)]);
      setError(null);
    } catch (e) {
      setError(e);
    } finally {
      setAsking(false);
      setRound((r) => r + 1);
    }
  }

  const building = active?.status === 'building' ? active : undefined;
  const done = building?.pages_done ?? 0;
  const total = building?.pages_total ?? null;
  return (
    <section aria-labelledby="ed-publish-title">
      <h2 id="ed-publish-title">{t('editor.publish')}</h2>
      <p className="ed-hint">{t('editor.publishLead')}</p>
      {page && <p className="ed-count">{t('editor.unpublishedCount', { count: page.unpublished_changes })}</p>}
      <div className="ed-actions">
        <button type="button" className="btn" onClick={publish} disabled={asking || Boolean(active) || (!page && !error)}>
          {active ? t('editor.publishing') : t('editor.publishNow')}
        </button>
        {error ? (
          <span className="error-text" role="alert">
            {t('editor.publishUnavailable')} ({failure(t, error)}){' '}
            <button type="button" className="btn btn-outline" onClick={() => setRound((r) => r + 1)}>
              {t('editor.retry')}
            </button>
          </span>
        ) : null}
      </div>
      {/* Always there, so that a screen reader hears the progress and then the outcome. */}
      <div role="status" aria-live="polite">
        {active ? (
          <div className="ed-card">
            {active.status === 'queued' ? (
              <p>{t('editor.queued')}</p>
            ) : (
              <>
                <label htmlFor="ed-publish-progress">{t('editor.progress', { done, total: total ?? '…' })}</label>
                <progress id="ed-publish-progress" max={total ?? undefined} value={total ? done : undefined} />
                <p>
                  {t('editor.rendered', { n: active.pages_rendered ?? 0 })} · {t('editor.reused', { n: active.pages_reused ?? 0 })} ·{' '}
                  {t('editor.seconds', { n: elapsedSeconds(active, now) ?? 0 })}
                </p>
              </>
            )}
          </div>
        ) : outcome ? (
          <div className={`ed-card ed-outcome ed-outcome-${outcome.status}`}>
            <p>
              <strong>{outcome.status === 'succeeded' ? t('editor.publishSucceeded') : t('editor.publishFailed')}</strong>
            </p>
            <p>
              {t('editor.rendered', { n: outcome.pages_rendered ?? 0 })} · {t('editor.reused', { n: outcome.pages_reused ?? 0 })} ·{' '}
              {t('editor.seconds', { n: elapsedSeconds(outcome, now) ?? 0 })}
            </p>
          </div>
        ) : null}
      </div>
      <h3>{t('editor.history')}</h3>
      {page && page.list.length === 0 && <p>{t('editor.noPublishes')}</p>}
      {page && page.list.length > 0 && (
        <div className="ed-scroll">
          <table className="ed-table">
            <thead>
              <tr>
                <th scope="col">{t('editor.requestedBy')}</th>
                <th scope="col">{t('editor.when')}</th>
                <th scope="col">{t('editor.state')}</th>
                <th scope="col">{t('editor.pages')}</th>
                <th scope="col">{t('editor.duration')}</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((p) => {
                const seconds = elapsedSeconds(p, now);
                return (
                  <tr key={p.id}>
                    <td>{requester(t, p.requested_by)}</td>
                    <td>{when(p.requested_at, locale)}</td>
                    <td>
                      <span className={`ed-badge ed-badge-${p.status}`}>{t(`editor.status_${p.status}`)}</span>
                      {p.error && (
                        <details className="ed-detail">
                          <summary>{t('editor.errorDetails')}</summary>
                          <pre className="error-text ed-log">{p.error}</pre>
                        </details>
                      )}
                    </td>
                    <td>
                      {t('editor.rendered', { n: p.pages_rendered ?? 0 })}, {t('editor.reused', { n: p.pages_reused ?? 0 })}
                    </td>
                    <td>{seconds === null ? '—' : t('editor.seconds', { n: seconds })}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
