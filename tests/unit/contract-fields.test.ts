import { describe, expect, it } from 'vitest';
import * as contracts from '../../api/contracts.ts';
import type { Call } from '../../api/lib/contract.ts';
import { id, multiLine, singleLine, text, wholeNumber } from '../../api/lib/fields.ts';

interface Def {
  type: string;
  [k: string]: any;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The paths of the string and number schemas in `schema` that do not follow api/lib/fields.ts. */
function strays(schema: unknown, at: string): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return (def.checks ?? []).some((c: unknown) => c === singleLine || c === multiLine)
        ? []
        : [`${at}: text without the control-character rule`];
    case 'number':
      return def.coerce ? [`${at}: coerced number (use wholeNumber or id)`] : [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return strays(def.innerType, at);
    case 'pipe':
      return [...strays(def.in, at), ...strays(def.out, at)];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) => strays(v, `${at}.${k}`));
    case 'array':
      return strays(def.element, `${at}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((o) => strays(o, at));
    case 'record':
      return [...strays(def.keyType, `${at}{key}`), ...strays(def.valueType, `${at}{}`)];
    case 'intersection':
      return [...strays(def.left, at), ...strays(def.right, at)];
    default:
      return [];
  }
}

const calls = Object.values(contracts).flatMap((m) => Object.values(m as Record<string, Call>));

describe('request fields of every contract', () => {
  it('every text has the control-character rule and no number is coerced loosely', () => {
    const found = calls.flatMap((c) =>
      (['params', 'query', 'body'] as const).flatMap((part) => (c[part] ? strays(c[part], `${c.method} ${c.path} ${part}`) : [])),
    );
    expect(calls.length).toBeGreaterThan(40);
    expect(found).toEqual([]);
  });
});

describe('the field rules', () => {
  it('text refuses control characters; multi-line text lets line breaks and tabs through', () => {
    for (const bad of ['a\u0000b', 'a\u0007', '\u007f', '\u009b', 'a\nb', 'a\tb'])
      expect(text().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    for (const bad of ['a\u0000b', '\u001b[31m', '\u0085'])
      expect(text({ multiline: true }).safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(text({ multiline: true }).parse('Dear shop,\r\n\tthank you')).toBe('Dear shop,\r\n\tthank you');
    expect(text().parse('Gleitgel für 日本 🍑')).toBe('Gleitgel für 日本 🍑');
  });

  it('whole numbers take JSON numbers and plain digits only; ids fit an integer column', () => {
    expect(wholeNumber(0, 10).parse('7')).toBe(7);
    expect(wholeNumber(0, 10).parse(7)).toBe(7);
    for (const bad of [true, [1], '0x1F', ' 12 ', '', '1e1', '-1', '1.0', 1.5, null, '٣']) {
      expect(wholeNumber(0, 100).safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(id().parse(2_147_483_647)).toBe(2_147_483_647);
    expect(id().safeParse(2_147_483_648).success).toBe(false);
    expect(id().safeParse('99999999999999999999').success).toBe(false);
    expect(id().safeParse(0).success).toBe(false);
  });
});
