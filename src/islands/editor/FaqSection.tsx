import { useState } from 'react';
import { createFaq, deleteFaq, listFaq, updateFaq } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import Collapsible from './Collapsible.tsx';
import ItemForm, { type Field } from './ItemForm.tsx';
import Loading from './Loading.tsx';
import { failure, inLocale } from './state.ts';
import { useLoad } from './useLoad.ts';

/** The FAQ by category: questions and HTML answers per locale, their category and order; add and remove questions. */
export default function FaqSection({ t, locale }: { t: T; locale: string }) {
  const faq = useLoad(() => listFaq(), []);
  const [problem, setProblem] = useState('');
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

  async function remove(id: number, question: string) {
    if (!window.confirm(t('editor.confirmDelete', { name: question }))) return;
    setProblem('');
    try {
      await deleteFaq({ id });
      faq.reload();
    } catch (error) {
      setProblem(failure(t, error));
    }
  }

  return (
    <section aria-labelledby="ed-faq-title">
      <h2 id="ed-faq-title">{t('editor.faq')}</h2>
      <Loading t={t} state={faq} />
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
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
                      <button type="button" className="btn btn-outline" onClick={() => remove(e.id, inLocale(e.question, locale))}>
                        {t('editor.delete')}
                      </button>
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
