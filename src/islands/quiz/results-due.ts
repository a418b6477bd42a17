import { QUIZ_QUESTIONS } from '../../../api/modules/quiz/rules.ts';

/**
 * Set on the root element while the quiz's results are on their way: from the first paint of a
 * shared result link (every answer in the address), and from the moment a shopper sends the form.
 * quiz.css then keeps room for the results below the form, so the footer does not jump when they
 * arrive after the shopper has scrolled it into view.
 */
export const RESULTS_DUE_CLASS = 'quiz-results-due';

/** The inline script that marks a shared result link before the page is first painted. */
export const resultsDueScript = `(function () {
  var query = new URLSearchParams(location.search);
  if (${JSON.stringify(Object.keys(QUIZ_QUESTIONS))}.every(function (q) { return query.has(q); }))
    document.documentElement.classList.add(${JSON.stringify(RESULTS_DUE_CLASS)});
})();`;
