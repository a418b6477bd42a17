import { getStory, updateChapter, updateComicPage } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import Collapsible from './Collapsible.tsx';
import ItemForm from './ItemForm.tsx';
import Loading from './Loading.tsx';
import { inLocale } from './state.ts';
import { useLoad } from './useLoad.ts';

/** A novel's chapters (titles and plain-text bodies) or a comic's pages (alt texts), per locale. */
export default function StoryParts({ t, locale, kind, id }: { t: T; locale: string; kind: 'novel' | 'comic'; id: number }) {
  const story = useLoad(() => getStory({ kind, id }), [kind, id]);
  const s = story.data;
  return (
    <div className="ed-parts">
      <h4>{t(kind === 'novel' ? 'editor.chapters' : 'editor.comicPages')}</h4>
      {kind === 'novel' && <p className="ed-hint">{t('editor.plainTextHint')}</p>}
      <Loading t={t} state={story} />
      {s?.kind === 'novel' &&
        s.chapters.map((c, index) => (
          <Collapsible key={index} title={inLocale(c.title, locale)} meta={t('editor.chapterN', { n: index + 1 })}>
            {() => (
              <ItemForm
                t={t}
                fields={[
                  { key: 'title', label: t('editor.title'), kind: 'line', localized: true },
                  { key: 'body', label: t('editor.body'), kind: 'text', localized: true },
                ]}
                initial={{ title: c.title, body: c.body }}
                onSave={(changes) => updateChapter({ id, index, ...changes }).then(story.reload)}
              />
            )}
          </Collapsible>
        ))}
      {s?.kind === 'comic' &&
        s.pages.map((p, index) => (
          <Collapsible key={index} title={inLocale(p.alt, locale).slice(0, 90)} meta={t('editor.comicPageN', { n: index + 1 })}>
            {() => (
              <>
                <img className="ed-thumb" src={p.image_url} alt="" width={160} height={200} />
                <ItemForm
                  t={t}
                  fields={[{ key: 'alt', label: t('editor.altText'), kind: 'line', localized: true }]}
                  initial={{ alt: p.alt }}
                  onSave={(changes) => updateComicPage({ id, index, alt: changes.alt as Record<string, string> }).then(story.reload)}
                />
              </>
            )}
          </Collapsible>
        ))}
    </div>
  );
}
