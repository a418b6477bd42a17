import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../api/lib/locales.ts';

const flat = (o: Record<string, unknown>, pre = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${pre}${k}.`) : [`${pre}${k}`]));
const load = (l: string) => JSON.parse(readFileSync(`i18n/${l}.json`, 'utf8')) as Record<string, unknown>;
const get = (o: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], o) as string;

describe('UI strings', () => {
  it('exist for exactly the eight locales', () => {
    expect(
      readdirSync('i18n')
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace('.json', ''))
        .sort(),
    ).toEqual([...LOCALES].sort());
  });

  const en = load('en');
  const enKeys = flat(en).sort();
  it.each(LOCALES.filter((l) => l !== 'en'))('%s has the same keys as en, with the same placeholders', (locale) => {
    const other = load(locale);
    expect(flat(other).sort()).toEqual(enKeys);
    for (const key of enKeys) {
      const vars = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(vars(get(other, key)), `${locale}:${key}`).toEqual(vars(get(en, key)));
      expect(get(other, key).trim().length, `${locale}:${key}`).toBeGreaterThan(0);
    }
  });

  it('cover the server texts too (the api section, in every locale)', () => {
    expect(enKeys.filter((k) => k.startsWith('api.')).length).toBeGreaterThan(50);
    for (const locale of LOCALES) expect(typeof load(locale).api, locale).toBe('object');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s keeps every {placeholder} of the en text', (locale) => {
    const other = load(locale);
    const missing = enKeys.flatMap((key) =>
      (get(en, key).match(/\{\w+\}/g) ?? []).filter((v) => !get(other, key)?.includes(v)).map((v) => `${key}: ${v}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is really translated (most strings differ from en)', (locale) => {
    const other = load(locale);
    const same = enKeys.filter((k) => get(other, k) === get(en, k));
    expect(same.length / enKeys.length).toBeLessThan(0.25);
  });
});
