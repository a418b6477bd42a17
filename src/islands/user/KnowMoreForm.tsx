import { useStore } from '../common/useStore.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { DictQuestion } from '../../../api/modules/user/schema.ts';
import { answeredMessage } from '../../lib/api/client.ts';
import { updateMore } from '../../lib/api/user.ts';
import { makeT } from '../../lib/t.ts';
import { $user } from '../../stores/auth.ts';
import { toast } from '../../stores/toast.ts';
import { useDict } from './useDict.ts';
import FormPending from './FormPending.tsx';

type Answers = Record<string, string | string[]>;

/** Keeps only answers that are options of the current questionnaire (questions and options can change). */
function knownAnswers(saved: Answers, questions: DictQuestion[]): Answers {
  const out: Answers = {};
  for (const q of questions) {
    const values = new Set(q.options.map((o) => o.value));
    const a = saved[q.key];
    if (q.multiple) {
      const list = (Array.isArray(a) ? a : a ? [a] : []).filter((v) => values.has(v));
      if (list.length) out[q.key] = list;
    } else if (typeof a === 'string' && values.has(a)) {
      out[q.key] = a;
    }
  }
  return out;
}

/** /user/know-more: the "Know More About You" questionnaire from GET /dict/data/getList, saved with POST /user/updateMore. */
export default function KnowMoreForm({ messages }: { messages: Record<string, string> }) {
  const t = makeT(messages);
  const user = useStore($user); // loaded by the area's menu (UserMenu), which also shows a failure
  const { dict, failed, retry } = useDict();
  const [answers, setAnswers] = useState<Answers | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (user && dict && !answers) setAnswers(knownAnswers(user.answers ?? {}, dict.questions));
  }, [user, dict]);

  if (!dict || !answers) {
    return <FormPending failed={failed} retry={retry} t={t} />;
  }

  function choose(q: DictQuestion, value: string, checked: boolean) {
    setAnswers((prev) => {
      const next = { ...prev };
      if (!q.multiple) next[q.key] = value;
      else {
        const list = new Set(Array.isArray(next[q.key]) ? (next[q.key] as string[]) : []);
        if (checked) list.add(value);
        else list.delete(value);
        next[q.key] = q.options.map((o) => o.value).filter((v) => list.has(v));
      }
      return next;
    });
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy.current || !answers || !dict) return;
    busy.current = true;
    setSaving(true);
    try {
      // A multiple-choice question with nothing ticked is sent as [], which clears its stored answer.
      const all: Answers = { ...answers };
      for (const q of dict.questions) if (q.multiple) all[q.key] ??= [];
      $user.set(await updateMore({ answers: all }));
      toast.success(t('account.saved'));
    } catch (error) {
      toast.error(t('account.saveFailed'), answeredMessage(error) || undefined);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  return (
    <form className="user-form know-more" onSubmit={save} noValidate>
      {dict.questions.map((q) => (
        <fieldset key={q.key} className="question">
          <legend>{q.label}</legend>
          {q.multiple && <p className="question-hint">{t('account.chooseAny')}</p>}
          <div className="question-options">
            {q.options.map((o) => {
              const current = answers[q.key];
              const checked = q.multiple ? Array.isArray(current) && current.includes(o.value) : current === o.value;
              return (
                <label key={o.value} className={`option-chip${checked ? ' is-checked' : ''}`}>
                  <input
                    type={q.multiple ? 'checkbox' : 'radio'}
                    name={q.key}
                    value={o.value}
                    checked={checked}
                    onChange={(e) => choose(q, o.value, e.target.checked)}
                  />
                  <span>{o.label}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="form-actions">
        <button type="submit" className="btn" aria-busy={saving || undefined}>
          {t('account.save')}
        </button>
      </div>
    </form>
  );
}
