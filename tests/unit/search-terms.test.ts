import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, searchTerms, tsQueries } from '../../api/modules/search/terms.ts';

describe('searchTerms', () => {
  it('is null when nothing searchable is left', () => {
    for (const input of ['', '   ', '\t\n', '?!', ' & | ! : * ( ) \' "']) expect(searchTerms(input)).toBeNull();
  });

  it('collapses whitespace, lower-cases and de-duplicates the words', () => {
    expect(searchTerms('  ROSE   Toy rose ')).toEqual({ text: 'ROSE Toy rose', words: ['rose', 'toy'] });
    expect(searchTerms('g-spot')).toEqual({ text: 'g-spot', words: ['g', 'spot'] });
    expect(searchTerms('ローズトイ　クラシック')).toEqual({ text: 'ローズトイ クラシック', words: ['ローズトイ', 'クラシック'] });
    expect(searchTerms('Róża')?.words).toEqual(['róża']);
  });

  it('keeps at most a fixed number of words', () => {
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(searchTerms(many)?.words).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('drops tsquery syntax from the input', () => {
    const terms = searchTerms("rose' | !toy:* & (vib)")!;
    expect(terms.words).toEqual(['rose', 'toy', 'vib']);
    expect(tsQueries(terms.words, new Map()).all).toBe("'rose':* & 'toy':* & 'vib':*");
  });
});

describe('tsQueries', () => {
  it('matches each word as a prefix or as its look-alikes, in the name or anywhere', () => {
    const q = tsQueries(['vibrater', 'rose'], new Map([['vibrater', ['vibrator', 'vibrators']]]));
    expect(q.all).toBe("('vibrater':* | 'vibrator' | 'vibrators') & 'rose':*");
    expect(q.any).toBe("('vibrater':* | 'vibrator' | 'vibrators') | 'rose':*");
    expect(q.allInName).toBe("('vibrater':*A | 'vibrator':A | 'vibrators':A) & 'rose':*A");
    expect(q.anyInName).toBe("('vibrater':*A | 'vibrator':A | 'vibrators':A) | 'rose':*A");
  });

  it('never uses a single letter as a prefix and ignores look-alikes with other characters', () => {
    const q = tsQueries(['g', 'spot'], new Map([['spot', ["spot's", 'spots']]]));
    expect(q.all).toBe("'g' & ('spot':* | 'spots')");
    expect(q.allInName).toBe("'g':A & ('spot':*A | 'spots':A)");
  });
});
