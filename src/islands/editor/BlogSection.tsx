import { useState } from 'react';
import { createPost, deletePost, listBlogCategories, listPosts, updatePost, type NewPost } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import Collapsible from './Collapsible.tsx';
import ConfirmDelete from './ConfirmDelete.tsx';
import ItemForm, { type Field } from './ItemForm.tsx';
import Loading from './Loading.tsx';
import Pager from './Pager.tsx';
import { failure, inLocale, when } from './state.ts';
import { useLoad } from './useLoad.ts';

const PAGE_SIZE = 20;

/** Blog posts, newest first: titles, summaries and HTML bodies per locale, and whether each is published; add and delete posts. */
export default function BlogSection({ t, locale }: { t: T; locale: string }) {
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState('');
  const posts = useLoad(() => listPosts({ page, page_size: PAGE_SIZE }), [page]);
  const categories = useLoad(() => listBlogCategories(), []);
  const texts: Field[] = [
    { key: 'title', label: t('editor.title'), kind: 'line', localized: true },
    { key: 'summary', label: t('editor.summary'), kind: 'text', localized: true },
    { key: 'body', label: t('editor.body'), kind: 'html', localized: true },
  ];
  const published: Field = { key: 'published', label: t('editor.publishedLabel'), kind: 'checkbox' };

  async function setPublished(id: number, value: boolean) {
    setProblem('');
    try {
      await updatePost({ id, published: value });
      posts.reload();
    } catch (error) {
      setProblem(failure(t, error));
    }
  }

  return (
    <section aria-labelledby="ed-blog-title">
      <h2 id="ed-blog-title">{t('editor.blog')}</h2>
      {categories.data && categories.data.length > 0 && (
        <div className="ed-card">
          <h3>{t('editor.newPost')}</h3>
          <p className="ed-hint">{t('editor.postRequired')}</p>
          <ItemForm
            t={t}
            creating
            fields={[
              ...texts,
              {
                key: 'category_id',
                label: t('editor.category'),
                kind: 'select',
                options: categories.data.map((c) => ({ value: c.id, label: inLocale(c.name, locale) })),
              },
              { key: 'cover_url', label: t('editor.picture'), kind: 'image' },
              published,
            ]}
            initial={{ title: {}, summary: {}, body: {}, category_id: categories.data[0].id, cover_url: null, published: false }}
            submitLabel={t('editor.add')}
            onSave={async (values) => {
              await createPost(values as NewPost);
              if (page === 1) posts.reload();
              else setPage(1);
            }}
          />
        </div>
      )}
      <Loading t={t} state={posts} />
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      {posts.data?.list.map((p) => {
        const title = inLocale(p.title, locale);
        return (
          <Collapsible
            key={p.id}
            title={title}
            meta={`${when(p.published_at, locale)} · ${p.published ? t('editor.published') : t('editor.unpublished')}`}
          >
            {() => (
              <ItemForm
                t={t}
                fields={texts}
                initial={{ title: p.title, summary: p.summary, body: p.body }}
                onSave={(changes) => updatePost({ id: p.id, ...changes }).then(posts.reload)}
                actions={
                  <>
                    <button type="button" className="btn btn-outline" onClick={() => setPublished(p.id, !p.published)}>
                      {p.published ? t('editor.unpublish') : t('editor.publishItem')}
                    </button>
                    <ConfirmDelete t={t} name={title} onDelete={() => deletePost({ id: p.id }).then(posts.reload)} />
                  </>
                }
              />
            )}
          </Collapsible>
        );
      })}
      {posts.data && <Pager t={t} page={page} total={posts.data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
    </section>
  );
}
