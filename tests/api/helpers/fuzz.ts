/**
 * Input generation for the fuzz test: a seeded random source, hostile values, and values shaped by a
 * contract's zod schema (so most requests get past the strict schemas and some reach the handlers).
 */
import type { z } from 'zod';
import { random } from '../../../api/seed/random.ts';

export type Rng = () => number;

/** The seed's small generator, so every run sends the same requests. */
export const seeded = (seed: number): Rng => random(seed);

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

/** Wrong types, huge and negative numbers, control characters, odd unicode, long texts. */
export const HOSTILE: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1],
  { a: 1 },
  '',
  ' ',
  ' 12 ',
  '0x1F',
  '1e3',
  '-1',
  'NaN',
  'a\u0000b',
  '\u0000',
  'x\u0001\u001f\u007f\u009b',
  'line\r\nBcc: x@example.com',
  '\ud800',
  '\u202e\u200b\ufeff',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🍑',
  'ü'.repeat(300),
  'x'.repeat(5000),
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '2147483648',
  '99999999999999999999',
  -1,
  0,
  1.5,
  -0.5,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
];

export const PLAUSIBLE_TEXT = [
  'a',
  'hello',
  'Lubricant',
  'ä',
  '日本語',
  'US',
  'de',
  'a@example.com',
  'WELCOME10',
  '24.99',
  '1',
  'x'.repeat(40),
];
const PLAUSIBLE_NUMBER = [1, 2, 3, 5, 20, 100, 2147483647];

interface Def {
  type: string;
  [k: string]: any;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The top-level field names of an object schema (through refinements and pipes). */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape);
  if (def.type === 'pipe') return fieldsOf(def.in);
  return [];
}

/** A value for `schema`: of its shape, with each leaf hostile at rate `hostility`. */
export function sample(schema: unknown, rng: Rng, hostility: number, depth = 0): unknown {
  const def = defOf(schema);
  const leaf = (plausible: () => unknown) => (rng() < hostility ? pick(rng, HOSTILE) : plausible());
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return rng() < 0.3 ? undefined : sample(def.innerType, rng, hostility, depth);
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sample(def.innerType, rng, hostility, depth);
    case 'pipe':
      return sample(defOf(def.in).type === 'transform' ? def.out : def.in, rng, hostility, depth);
    case 'object': {
      if (depth > 3) return {};
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
        const value = sample(field, rng, hostility, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      if (rng() < hostility / 4) out[pick(rng, ['extra', '__proto__', 'constructor'])] = 1;
      return out;
    }
    case 'array':
      return leaf(() =>
        Array.from({ length: Math.floor(rng() * 3) + (depth > 3 ? 0 : 1) }, () => sample(def.element, rng, hostility, depth + 1)),
      );
    case 'union':
      return sample(pick(rng, def.options), rng, hostility, depth);
    case 'record':
      return leaf(() => ({ [String(leaf(() => pick(rng, PLAUSIBLE_TEXT)))]: sample(def.valueType, rng, hostility, depth + 1) }));
    case 'enum':
      return leaf(() => pick(rng, Object.values(def.entries)));
    case 'literal':
      return leaf(() => def.values[0]);
    case 'boolean':
      return leaf(() => rng() < 0.5);
    case 'number':
      return leaf(() => pick(rng, PLAUSIBLE_NUMBER));
    default:
      return leaf(() => pick(rng, PLAUSIBLE_TEXT));
  }
}

/** Percent-encodes any text, lone surrogates included (as the UTF-8 of U+FFFD, as a browser would). */
export const encode = (text: string): string =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** A query string for `values`: arrays become repeated keys, objects their JSON. */
export function queryString(values: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      const text = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
      parts.push(`${encode(key)}=${encode(text)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A multipart body with `boundary` from fields and an optional file. */
export function multipartBody(
  boundary: string,
  fields: Record<string, string>,
  file?: { field: string; name: string; data: Buffer },
): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
