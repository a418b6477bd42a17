import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../src/lib/i18n.ts';
import { makeT } from '../../src/lib/t.ts';

describe('plural forms', () => {
  it("pick each language's form for the number, in islands' flattened messages as on the server", () => {
    const items = (locale: 'en' | 'pl' | 'ja' | 'fr', n: number) => makeT(messagesFor(locale, ['orders.*']))('orders.items', { count: n });
    expect([1, 2].map((n) => items('en', n))).toEqual(['1 item', '2 items']);
    expect([1, 2, 5, 22, 112].map((n) => items('pl', n))).toEqual([
      '1 produkt',
      '2 produkty',
      '5 produktów',
      '22 produkty',
      '112 produktów',
    ]);
    expect(items('ja', 1)).toBe('1点');
    expect(items('fr', 0)).toBe('0 article');
  });

  it('prefer an exact =n form, leave a text without the number alone, and fill other placeholders', () => {
    const t = makeT({ a: '{n, plural, =0 {none} one {# apple} other {# apples}} for {who}' }, undefined, 'en');
    expect(t('a', { n: 0, who: 'you' })).toBe('none for you');
    expect(t('a', { n: 3, who: 'me' })).toBe('3 apples for me');
    expect(t('a')).toBe('{n, plural, =0 {none} one {# apple} other {# apples}} for {who}');
  });
});
