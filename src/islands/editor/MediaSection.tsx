import { useState } from 'react';
import { listMedia, updateMedia, type MediaInput } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import { MEDIA_KINDS, type MediaKind } from '../../../api/modules/editor/media-kinds.ts';
import Collapsible from './Collapsible.tsx';
import ItemForm, { type Field } from './ItemForm.tsx';
import Loading from './Loading.tsx';
import Pager from './Pager.tsx';
import StoryParts from './StoryParts.tsx';
import { inLocale } from './state.ts';
import { useLoad } from './useLoad.ts';

const PAGE_SIZE = 20;

/** The media the shop shows (whispers, videos, stories, radio, comics, novels, home tiles): their texts per locale, and the chapters and pages of novels and comics. */
export default function MediaSection({ t, locale }: { t: T; locale: string }) {
  const [kind, setKind] = useState<MediaKind>('whisper');
  const [page, setPage] = useState(1);
  const items = useLoad(() => listMedia({ kind, page, page_size: PAGE_SIZE }), [kind, page]);
  const fieldsOf = (texts: string[]): Field[] =>
    texts.map((key) => ({
      key,
      label: t(`editor.field_${key}`),
      kind: key === 'summary' || key === 'content' ? 'text' : 'line',
      localized: true,
    }));
  return (
    <section aria-labelledby="ed-media-title">
      <h2 id="ed-media-title">{t('editor.media')}</h2>
      <div className="ed-field ed-inline">
        <label htmlFor="ed-media-kind">{t('editor.mediaKind')}</label>
        <select
          id="ed-media-kind"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as MediaKind);
            setPage(1);
          }}
        >
          {MEDIA_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`editor.kind_${k}`)}
            </option>
          ))}
        </select>
      </div>
      <Loading t={t} state={items} />
      {items.data?.list.map((m) => {
        const [first] = Object.values(m.texts);
        return (
          <Collapsible key={`${m.kind}-${m.id}`} title={inLocale(first, locale).slice(0, 90)} meta={`#${m.id}`}>
            {() => (
              <>
                {m.image_url && <img className="ed-thumb" src={m.image_url} alt="" width={160} height={90} />}
                <ItemForm
                  t={t}
                  fields={fieldsOf(Object.keys(m.texts))}
                  initial={m.texts}
                  onSave={(changes) => updateMedia({ kind: m.kind, id: m.id, ...changes } as MediaInput).then(items.reload)}
                />
                {(m.kind === 'novel' || m.kind === 'comic') && <StoryParts t={t} locale={locale} kind={m.kind} id={m.id} />}
              </>
            )}
          </Collapsible>
        );
      })}
      {items.data && <Pager t={t} page={page} total={items.data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
    </section>
  );
}
