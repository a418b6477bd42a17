import { useState } from 'react';
import { getChanges, listPublishes } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import Loading from './Loading.tsx';
import Pager from './Pager.tsx';
import { lastPublishedAt } from './publishing.ts';
import { when } from './state.ts';
import { useLoad } from './useLoad.ts';
import { changeSentence, fieldChanges } from './change-words.ts';
import type { EditorChange } from '../../lib/api/editor.ts';

const PAGE_SIZE = 30;

/** Who changed what and when, newest first; the changes made since the last successful publish are marked unpublished. */
export default function ChangesSection({ t, locale }: { t: T; locale: string }) {
  const [page, setPage] = useState(1);
  const changes = useLoad(() => getChanges({ page, page_size: PAGE_SIZE }), [page]);
  // Without the publish history (not answered yet) nothing counts as published.
  const publishes = useLoad(() => listPublishes({ page: 1, page_size: 50 }), []);
  const since = publishes.data ? lastPublishedAt(publishes.data.list) : null;
  return (
    <section aria-labelledby="ed-changes-title">
      <h2 id="ed-changes-title">{t('editor.changes')}</h2>
      <p className="ed-hint">
        {since ? t('editor.lastPublished', { when: when(since.toISOString(), locale) }) : t('editor.neverPublished')}
      </p>
      <Loading t={t} state={changes} />
      {changes.data && changes.data.list.length === 0 && <p>{t('editor.noChanges')}</p>}
      {changes.data && changes.data.list.length > 0 && (
        <div className="ed-scroll">
          <table className="ed-table ed-changes">
            <thead>
              <tr>
                <th scope="col">{t('editor.when')}</th>
                <th scope="col" className="ed-wide-only">
                  {t('editor.who')}
                </th>
                <th scope="col">{t('editor.what')}</th>
                <th scope="col" className="ed-wide-only">
                  {t('editor.state')}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.data.list.map((c) => {
                const unpublished = !since || new Date(c.at) > since;
                const state = (
                  <span className={`ed-badge ${unpublished ? 'ed-badge-warn' : 'ed-badge-ok'}`}>
                    {unpublished ? t('editor.notYetPublished') : t('editor.live')}
                  </span>
                );
                return (
                  <tr key={c.id} className={unpublished ? 'is-unpublished' : undefined}>
                    <td>
                      {when(c.at, locale)}
                      {/* On a phone, who and the state go under the time: the change's words get the width. */}
                      <span className="ed-narrow-only ed-change-who">{c.editor}</span>
                      <span className="ed-narrow-only">{state}</span>
                    </td>
                    <td className="ed-wide-only">{c.editor}</td>
                    <td>
                      <ChangeWords t={t} change={c} locale={locale} />
                    </td>
                    <td className="ed-wide-only">{state}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {changes.data && <Pager t={t} page={page} total={changes.data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
    </section>
  );
}

/** One change in words: the sentence, then each field's value before and after. */
function ChangeWords({ t, change, locale }: { t: T; change: EditorChange; locale: string }) {
  const fields = fieldChanges(t, change, locale);
  return (
    <>
      <p className="ed-change-sentence">{changeSentence(t, change, locale)}</p>
      {fields.length > 0 && (
        <dl className="ed-change-fields">
          {fields.map((f, i) => (
            <div key={i}>
              <dt>{f.field}</dt>
              <dd>
                {change.before !== null && (
                  <>
                    <span className="visually-hidden">{t('editor.before')} </span>
                    <del>{f.before ?? t('editor.empty')}</del>
                    <span aria-hidden="true"> → </span>
                  </>
                )}
                <span className="visually-hidden">{t('editor.after')} </span>
                <ins>{f.after ?? t('editor.empty')}</ins>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
