import { z } from 'zod';

/**
 * The field rules every request schema is built from, so one rule holds for every call:
 * - text: no control characters (NUL alone makes PostgreSQL fail; the others are never typed by
 *   a shopper); multi-line texts may hold tab, line feed and carriage return;
 * - whole numbers: a JSON number, or a string of plain digits because query strings and form
 *   fields carry only text; `true`, `[1]`, `"0x1F"`, `" 12 "` and `""` are refused;
 * - ids: whole numbers within PostgreSQL's integer column.
 */

const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;

/** The checks themselves, exported so a test can find them on every string of every contract. */
export const singleLine = z.refine<string>((s) => !CONTROL.test(s), 'must not contain control characters');
export const multiLine = z.refine<string>((s) => !CONTROL_BUT_LINES.test(s), 'must not contain control characters');

/** A text field; `multiline` lets it hold line breaks and tabs (remarks, descriptions). */
export const text = (opts: { multiline?: boolean } = {}) => z.string().check(opts.multiline ? multiLine : singleLine);

/** PostgreSQL's `integer`: ids above it can name no row and would make the query fail. */
export const INT_MAX = 2_147_483_647;

const DIGITS = /^\d{1,16}$/;

/** A whole number from `min` to `max`: a JSON number, or plain digits as query strings and forms send them. */
export const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && DIGITS.test(v) ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.code === 'invalid_type' ? 'must be a whole number' : undefined) })
      .int('must be a whole number')
      .min(min)
      .max(max),
  );

/** A positive id of a row. */
export const id = () => wholeNumber(1, INT_MAX);
