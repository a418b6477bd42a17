import { useState } from 'react';
import { createSolved, deleteSolved, listSolved, updateSolved, type SolvedInput } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import Collapsible from './Collapsible.tsx';
import ItemForm, { type Field } from './ItemForm.tsx';
import Loading from './Loading.tsx';
import { failure, inLocale } from './state.ts';
import { useLoad } from './useLoad.ts';

/** A new entry's place: after the entries the product had when the form opened (ties keep the order they are added in). */
const nextSort = (entries: Array<{ sort: number }>) => Math.max(-1, ...entries.map((e) => e.sort)) + 1;

/** A product's solved problems (shown on its page): problems and solutions per locale and their order; add and remove them. */
export default function SolvedSection({ t, locale, productId }: { t: T; locale: string; productId: number }) {
  const solved = useLoad(() => listSolved({ product_id: productId }), [productId]);
  const [problem, setProblem] = useState('');
  const fields: Field[] = [
    { key: 'problem', label: t('editor.problem'), kind: 'line', localized: true },
    { key: 'solution', label: t('editor.solution'), kind: 'line', localized: true },
    { key: 'sort', label: t('editor.order'), kind: 'number' },
  ];

  async function remove(id: number, name: string) {
    if (!window.confirm(t('editor.confirmDelete', { name }))) return;
    setProblem('');
    try {
      await deleteSolved({ id });
      solved.reload();
    } catch (error) {
      setProblem(failure(t, error));
    }
  }

  return (
    <>
      <Loading t={t} state={solved} />
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      {solved.data?.length === 0 && <p className="ed-hint">{t('editor.noSolvedProblems')}</p>}
      {solved.data?.map((s) => (
        <Collapsible key={s.id} title={inLocale(s.problem, locale)} meta={`#${s.id}`}>
          {() => (
            <ItemForm
              t={t}
              fields={fields}
              initial={{ problem: s.problem, solution: s.solution, sort: s.sort }}
              onSave={(changes) => updateSolved({ id: s.id, ...changes }).then(solved.reload)}
              actions={
                <button type="button" className="btn btn-outline" onClick={() => remove(s.id, inLocale(s.problem, locale))}>
                  {t('editor.delete')}
                </button>
              }
            />
          )}
        </Collapsible>
      ))}
      {solved.data && (
        <>
          <h4>{t('editor.newSolvedProblem')}</h4>
          <p className="ed-hint">{t('editor.solvedEnglishRequired')}</p>
          <ItemForm
            t={t}
            creating
            fields={fields}
            initial={{ problem: {}, solution: {}, sort: nextSort(solved.data) }}
            submitLabel={t('editor.add')}
            onSave={(changes) => createSolved({ product_id: productId, ...changes } as SolvedInput).then(solved.reload)}
          />
        </>
      )}
    </>
  );
}
