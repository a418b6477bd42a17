import { listCategories, updateCategory } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import Collapsible from './Collapsible.tsx';
import ItemForm from './ItemForm.tsx';
import Loading from './Loading.tsx';
import { inLocale } from './state.ts';
import { useLoad } from './useLoad.ts';

/** The shop's categories: names per locale and their order. */
export default function CategoriesSection({ t, locale }: { t: T; locale: string }) {
  const list = useLoad(() => listCategories(), []);
  return (
    <section aria-labelledby="ed-categories-title">
      <h2 id="ed-categories-title">{t('editor.categories')}</h2>
      <Loading t={t} state={list} />
      {list.data?.map((c) => (
        <Collapsible key={c.id} title={inLocale(c.name, locale)} meta={`#${c.id} · ${t('editor.order')} ${c.sort}`}>
          {() => (
            <ItemForm
              t={t}
              fields={[
                { key: 'name', label: t('editor.name'), kind: 'line', localized: true },
                { key: 'sort', label: t('editor.order'), kind: 'number' },
              ]}
              initial={{ name: c.name, sort: c.sort }}
              onSave={(changes) => updateCategory({ id: c.id, ...changes }).then(list.reload)}
            />
          )}
        </Collapsible>
      ))}
    </section>
  );
}
