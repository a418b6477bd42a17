import { createFaq, deleteFaq, listFaq, updateFaq } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import Collapsible from './Collapsible.tsx';
import ConfirmDelete from './ConfirmDelete.tsx';
import ItemForm, { type Field } from './ItemForm.tsx';
import Loading from './Loading.tsx';
import { inLocale } from './state.ts';
import { useLoad } from './useLoad.ts';

/** The FAQ by category: questions and HTML answers per locale, their category and order; add and remove questions. */
export default function FaqSection({ t, locale }: { t: T; locale: string }) {
  const faq = useLoad(() => listFaq(), []);
  const categories = faq.data?.categories ?? [];
  const fields: Field[] = [
    { key: 'question', label: t('editor.question'), kind: 'line', localized: true },
    { key: 'answer', label: t('editor.answer'), kind: 'html', localized: true },
    {
      key: 'category_id',
      label: t('editor.category'),
      kind: 'select',
      options: categories.map((c) => ({ value: c.id, label: inLocale(c.name, locale) })),
    },
    { key: 'sort', label: t('editor.order'), kind: 'number' },
  ];

  return (
    <section aria-labelledby="ed-faq-title">
      <h2 id="ed-faq-title">{t('editor.faq')}</h2>
      <Loading t={t} state={faq} />
      {categories.map((c) => (
        <div key={c.id}>
          <h3>{inLocale(c.name, locale)}</h3>
          {faq
            .data!.entries.filter((e) => e.category_id === c.id)
            .map((e) => (
              <Collapsible key={e.id} title={inLocale(e.question, locale)} meta={`#${e.id}`}>
                {() => (
                  <ItemForm
                    t={t}
                    fields={fields}
                    initial={{ question: e.question, answer: e.answer, category_id: e.category_id, sort: e.sort }}
                    onSave={(changes) => updateFaq({ id: e.id, ...changes }).then(faq.reload)}
                    actions={
                      <ConfirmDelete t={t} name={inLocale(e.question, locale)} onDelete={() => deleteFaq({ id: e.id }).then(faq.reload)} />
                    }
                  />
                )}
              </Collapsible>
            ))}
        </div>
      ))}
      {categories.length > 0 && (
        <div className="ed-card">
          <h3>{t('editor.newQuestion')}</h3>
          <p className="ed-hint">{t('editor.englishRequired')}</p>
          <ItemForm
            t={t}
            creating
            fields={fields}
            initial={{ question: {}, answer: {}, category_id: categories[0].id, sort: 0 }}
            submitLabel={t('editor.add')}
            onSave={(changes) => createFaq(changes as Parameters<typeof createFaq>[0]).then(faq.reload)}
          />
        </div>
      )}
    </section>
  );
}
