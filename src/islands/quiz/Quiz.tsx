import { useEffect, useRef, useState } from 'react';
import type { ProductListItem } from '../../../api/modules/products/schema.ts';
import { QUIZ_QUESTIONS, type QuizAnswers, type QuizQuestion } from '../../../api/modules/quiz/rules.ts';
import { getQuizRecommendations } from '../../lib/api/quiz.ts';
import { makeT } from '../../lib/t.ts';
import { $country } from '../../stores/country.ts';
import ProductCard from '../product/ProductCard.tsx';
import { RESULTS_DUE_CLASS } from './results-due.ts';
import './quiz.css';

interface Props {
  /** Locale prefix for product links: "" for en, "/de" etc. */
  base: string;
  messages: Record<string, string>;
}

const QUESTIONS = Object.keys(QUIZ_QUESTIONS) as QuizQuestion[];

/** The answers of a form (or of the page's address, for a shared result), when every question has a valid one. */
function answersOf(values: { get(name: string): unknown }): QuizAnswers | null {
  const answers: Partial<Record<QuizQuestion, string>> = {};
  for (const q of QUESTIONS) {
    const v = values.get(q);
    if (typeof v !== 'string' || !(QUIZ_QUESTIONS[q] as readonly string[]).includes(v)) return null;
    answers[q] = v;
  }
  return answers as QuizAnswers;
}

/**
 * The product finder: four questions as radio groups in one form (a plain GET form before the
 * island hydrates, so answers chosen early are kept), then the matching products as cards.
 */
export default function Quiz({ base, messages }: Props) {
  const t = makeT(messages);
  const [results, setResults] = useState<ProductListItem[] | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed' | 'incomplete'>('idle');
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  function find(answers: QuizAnswers) {
    document.documentElement.classList.add(RESULTS_DUE_CLASS);
    setState('loading');
    getQuizRecommendations({ ...answers, country_code: $country.get() })
      .then((list) => {
        focusResults.current = true;
        setResults(list);
        setState('idle');
      })
      .catch(() => setState('failed'));
  }

  // Found matches take the focus once their heading is on the page (an animation frame may come
  // before React has rendered it on a busy phone).
  useEffect(() => {
    if (!results || !focusResults.current) return;
    focusResults.current = false;
    heading.current?.focus();
  }, [results]);

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const answers = answersOf(new FormData(e.currentTarget));
    if (!answers) return setState('incomplete');
    history.replaceState(history.state, '', `${location.pathname}?${new URLSearchParams(answers)}`);
    find(answers);
  }

  // A shared result (or the form sent before the island hydrated) arrives with its answers in the address.
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const answers = answersOf(query);
    if (!answers) return;
    for (const q of QUESTIONS) {
      const input = form.current?.querySelector<HTMLInputElement>(`input[name="${q}"][value="${answers[q]}"]`);
      if (input) input.checked = true;
    }
    find(answers);
  }, []);

  function restart() {
    form.current?.reset();
    document.documentElement.classList.remove(RESULTS_DUE_CLASS);
    setResults(null);
    setState('idle');
    history.replaceState(history.state, '', location.pathname);
    form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }

  return (
    <div className="quiz">
      <form ref={form} className="quiz-form" method="get" onSubmit={onSubmit} noValidate>
        {QUESTIONS.map((q, i) => (
          <fieldset key={q} className="quiz-question">
            <legend>
              <span className="quiz-step">{t('quiz.step', { n: i + 1, total: QUESTIONS.length })}</span>
              {t(`quiz.q_${q}`)}
            </legend>
            <div className="quiz-answers">
              {QUIZ_QUESTIONS[q].map((a) => (
                <label key={a} className="quiz-answer">
                  <input type="radio" name={q} value={a} required />
                  <span>{t(`quiz.a_${q}_${a}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {state === 'incomplete' && (
          <p className="error-text" role="alert">
            {t('quiz.incomplete')}
          </p>
        )}
        <p className="quiz-actions">
          <button type="submit" className="btn" disabled={state === 'loading'} aria-busy={state === 'loading' || undefined}>
            {state === 'loading' ? t('quiz.finding') : t('quiz.submit')}
          </button>
        </p>
      </form>
      <div className="quiz-outcome">
        {state === 'failed' && (
          <p className="error-text" role="alert">
            {t('quiz.failed')}
          </p>
        )}
        {results && (
          <section className="quiz-results" aria-labelledby="quiz-results-title">
            <h2 id="quiz-results-title" ref={heading} tabIndex={-1}>
              {t('quiz.resultsTitle')}
            </h2>
            <p>{results.length > 0 ? t('quiz.resultsIntro') : t('quiz.noResults')}</p>
            <div className="product-grid" style={{ ['--columns' as string]: 4 }}>
              {results.map((item, i) => (
                <ProductCard key={item.id} item={item} t={t} base={base} eager={i < 4} />
              ))}
            </div>
            <p className="quiz-actions">
              <button type="button" className="btn btn-outline" onClick={restart}>
                {t('quiz.restart')}
              </button>
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
