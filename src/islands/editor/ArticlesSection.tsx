import { listArticles, updateArticle } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import type { CallInput } from '../../../api/lib/contract.ts';
import type * as C from '../../../api/contracts.ts';
import Collapsible from './Collapsible.tsx';
import ItemForm from './ItemForm.tsx';
import Loading from './Loading.tsx';
import { inLocale } from './state.ts';
import { useLoad } from './useLoad.ts';

type ArticleKey = CallInput<typeof C.editor.articleUpdate>['key'];

/** The shop's articles (policies, about, app, wholesale): titles and HTML contents per locale. */
export default function ArticlesSection({ t, locale }: { t: T; locale: string }) {
  const articles = useLoad(() => listArticles(), []);
  return (
    <section aria-labelledby="ed-articles-title">
      <h2 id="ed-articles-title">{t('editor.articles')}</h2>
      <Loading t={t} state={articles} />
      {articles.data?.map((a) => (
        <Collapsible key={a.key} title={inLocale(a.title, locale)} meta={a.key}>
          {() => (
            <ItemForm
              t={t}
              fields={[
                { key: 'title', label: t('editor.title'), kind: 'line', localized: true },
                { key: 'content', label: t('editor.content'), kind: 'html', localized: true },
              ]}
              initial={{ title: a.title, content: a.content }}
              onSave={(changes) => updateArticle({ key: a.key as ArticleKey, ...changes }).then(articles.reload)}
            />
          )}
        </Collapsible>
      ))}
    </section>
  );
}
