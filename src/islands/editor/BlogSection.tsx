import { useState } from 'react';
import { listPosts, updatePost } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import Collapsible from './Collapsible.tsx';
import ItemForm from './ItemForm.tsx';
import Loading from './Loading.tsx';
import Pager from './Pager.tsx';
import { inLocale, when } from './state.ts';
import { useLoad } from './useLoad.ts';

const PAGE_SIZE = 20;

/** Blog posts, newest first: titles, summaries and HTML bodies per locale, and whether each is published. */
export default function BlogSection({ t, locale }: { t: T; locale: string }) {
  const [page, setPage] = useState(1);
  const posts = useLoad(() => listPosts({ page, page_size: PAGE_SIZE }), [page]);
  return (
    <section aria-labelledby="ed-blog-title">
      <h2 id="ed-blog-title">{t('editor.blog')}</h2>
      <Loading t={t} state={posts} />
      {posts.data?.list.map((p) => (
        <Collapsible
          key={p.id}
          title={inLocale(p.title, locale)}
          meta={`${when(p.published_at, locale)} · ${p.published ? t('editor.published') : t('editor.unpublished')}`}
        >
          {() => (
            <ItemForm
              t={t}
              fields={[
                { key: 'title', label: t('editor.title'), kind: 'line', localized: true },
                { key: 'summary', label: t('editor.summary'), kind: 'text', localized: true },
                { key: 'body', label: t('editor.body'), kind: 'html', localized: true },
                { key: 'published', label: t('editor.publishedLabel'), kind: 'checkbox' },
              ]}
              initial={{ title: p.title, summary: p.summary, body: p.body, published: p.published }}
              onSave={(changes) => updatePost({ id: p.id, ...changes }).then(posts.reload)}
            />
          )}
        </Collapsible>
      ))}
      {posts.data && <Pager t={t} page={page} total={posts.data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
    </section>
  );
}
