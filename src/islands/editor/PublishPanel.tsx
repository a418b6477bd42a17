import { useEffect, useState } from 'react';
import { listPublishes, requestPreview, requestPublish, type Publish, type PublishPage } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import { elapsedSeconds, isActive, requester } from './publishing.ts';
import { failure, when } from './state.ts';

const POLL_MS = 1000;
const PAGE_SIZE = 20;

const KIND: Record<Publish['kind'], string> = { publish: 'editor.kind_publish', preview: 'editor.kind_preview' };
/** What a build is doing before and after it writes pages (while it writes, the pages are counted). */
const STAGE: Record<Exclude<NonNullable<Publish['stage']>, 'writing'>, string> = {
  checking: 'editor.stage_checking',
  bundling: 'editor.stage_bundling',
  listing: 'editor.stage_listing',
  finishing: 'editor.stage_finishing',
};
const OUTCOME: Record<Publish['kind'], { succeeded: string; failed: string }> = {
  publish: { succeeded: 'editor.publishSucceeded', failed: 'editor.publishFailed' },
  preview: { succeeded: 'editor.previewSucceeded', failed: 'editor.previewFailed' },
};

/** Changed pages a finished preview lists under its link (the rest are counted). */
const PAGES_SHOWN = 12;

/**
 * Publish: the buttons (each waiting while a build of its kind is queued or building), the build's
 * progress (polled every second while one is on its way), the outcome (a preview's link and the
 * pages it changes), the history with durations and failures, and how many changes the next
 * publish will take live.
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
  const activeOf = (kind: Publish['kind']) => page?.list.some((p) => p.kind === kind && isActive(p));
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

  async function ask(kind: Publish['kind']) {
    setAsking(true);
    try {
      const asked = await (kind === 'preview' ? requestPreview() : requestPublish());
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
  // Pages are counted only while they are written: before and after, the bar moves without a value.
  const stage = building?.stage && building.stage !== 'writing' ? building.stage : undefined;
  const counted = !stage && total ? done : undefined;
  return (
    <section aria-labelledby="ed-publish-title">
      <h2 id="ed-publish-title">{t('editor.publish')}</h2>
      <p className="ed-hint">{t('editor.publishLead')}</p>
      <p className="ed-hint">{t('editor.previewLead')}</p>
      {page && <p className="ed-count">{t('editor.unpublishedCount', { count: page.unpublished_changes })}</p>}
      <div className="ed-actions">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => ask('preview')}
          disabled={asking || activeOf('preview') || (!page && !error)}
        >
          {activeOf('preview') ? t('editor.previewing') : t('editor.previewNow')}
        </button>
        <button type="button" className="btn" onClick={() => ask('publish')} disabled={asking || activeOf('publish') || (!page && !error)}>
          {activeOf('publish') ? t('editor.publishing') : t('editor.publishNow')}
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
            <p>
              <strong>{t(KIND[active.kind])}</strong>
            </p>
            {active.status === 'queued' ? (
              <p>{t('editor.queued')}</p>
            ) : (
              <>
                <label htmlFor="ed-publish-progress">{stage ? t(STAGE[stage]) : t('editor.progress', { done, total: total ?? '…' })}</label>
                <progress id="ed-publish-progress" max={total ?? undefined} value={counted} />
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
              <strong>{t(OUTCOME[outcome.kind][outcome.status === 'succeeded' ? 'succeeded' : 'failed'])}</strong>
            </p>
            {outcome.preview && <PreviewPages t={t} locale={locale} preview={outcome.preview} />}
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
                <th scope="col">{t('editor.kind')}</th>
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
                    <td>
                      {t(KIND[p.kind])}
                      {p.preview && (
                        <>
                          {' · '}
                          <a href={previewLink(p.preview.url, locale)} target="_blank" rel="noreferrer">
                            {t('editor.previewOpen')}
                          </a>
                        </>
                      )}
                    </td>
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

/** A preview's link that opens at `page` (the home page of the editor's language when none is given). */
function previewLink(url: string, locale: string, page?: string): string {
  return `${url}?to=${encodeURIComponent(page ?? (locale === 'en' ? '/' : `/${locale}/`))}`;
}

/** A finished preview: its link, opening at the first changed page, and the changed pages each opened in the preview. */
function PreviewPages({ t, locale, preview }: { t: T; locale: string; preview: NonNullable<Publish['preview']> }) {
  const shown = preview.changed_pages.slice(0, PAGES_SHOWN);
  const more = preview.pages_changed - shown.length;
  return (
    <>
      <p>
        {preview.pages_changed === 0 ? t('editor.previewNoChange') : t('editor.previewChanged', { count: preview.pages_changed })}{' '}
        <a className="btn btn-outline" href={previewLink(preview.url, locale, shown[0])} target="_blank" rel="noreferrer">
          {t('editor.previewOpen')}
        </a>
      </p>
      {shown.length > 0 && (
        <ul className="ed-preview-pages">
          {shown.map((path) => (
            <li key={path}>
              <a href={previewLink(preview.url, locale, path)} target="_blank" rel="noreferrer">
                {path}
              </a>
            </li>
          ))}
          {more > 0 && <li>{t('editor.previewMore', { count: more })}</li>}
        </ul>
      )}
    </>
  );
}
