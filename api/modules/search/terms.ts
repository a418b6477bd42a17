/** At most this many words of a query are used; the rest are ignored. */
export const MAX_SEARCH_WORDS = 8;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const ONLY_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

export interface SearchTerms {
  /** The whole query, trimmed, with runs of whitespace collapsed: compared with product names. */
  text: string;
  /** Its distinct words, lower-cased: runs of letters, marks and digits. */
  words: string[];
}

/**
 * Turns what a shopper typed into search terms, or null when nothing searchable is left
 * (empty, whitespace-only or punctuation-only input).
 */
export function searchTerms(keywords: string): SearchTerms | null {
  const text = keywords.normalize('NFKC').replace(/\s+/gu, ' ').trim();
  const words = [...new Set(text.toLowerCase().match(WORD) ?? [])].slice(0, MAX_SEARCH_WORDS);
  return words.length ? { text, words } : null;
}

export interface TsQueries {
  /** Every word (or one of its look-alikes) somewhere in the document: what is searched for first. */
  all: string;
  /** Every word in the name (weight A). */
  allInName: string;
  /** Any word anywhere: what is searched for when no document has every word. */
  any: string;
  /** Any word in the name. */
  anyInName: string;
}

/**
 * to_tsquery input for the typed words, each as a prefix ("vib" → vib:*) or as one of the known
 * words it resembles ("vibrater" → vibrator). Only letters, marks and digits reach the query text,
 * so nothing the shopper types can act as a tsquery operator.
 */
export function tsQueries(words: string[], lookAlikes: ReadonlyMap<string, string[]>): TsQueries {
  const label = (prefix: boolean, weight: string) => (prefix || weight ? `:${prefix ? '*' : ''}${weight}` : '');
  const group = (word: string, weight: string) => {
    // A single letter as a prefix would match nearly every document ("g-spot" → g, spot).
    const options = [
      `'${word}'${label([...word].length > 1, weight)}`,
      ...(lookAlikes.get(word) ?? []).filter((w) => ONLY_WORD.test(w)).map((w) => `'${w}'${label(false, weight)}`),
    ];
    return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
  };
  const groups = words.map((w) => group(w, ''));
  const nameGroups = words.map((w) => group(w, 'A'));
  return { all: groups.join(' & '), allInName: nameGroups.join(' & '), any: groups.join(' | '), anyInName: nameGroups.join(' | ') };
}
