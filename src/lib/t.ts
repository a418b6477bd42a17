import { interpolate } from '../../api/lib/interpolate.ts';

/** Nested UI strings as in i18n/<locale>.json. */
export type Messages = { [key: string]: string | Messages };
export type T = (key: string, vars?: Record<string, string | number>) => string;

function lookup(messages: Messages | Record<string, string>, key: string): string | undefined {
  if (typeof (messages as Record<string, unknown>)[key] === 'string') return (messages as Record<string, string>)[key];
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Where flattened messages (messagesFor) say which language they are in, for its plural rules. */
export const LOCALE_KEY = '_locale';

/**
 * A tiny translator over nested or flattened messages, with a fallback catalogue, `{var}`
 * placeholders and `{var, plural, …}` forms chosen by the locale's plural rules.
 */
export function makeT(messages: Messages | Record<string, string>, fallback?: Messages, locale?: string): T {
  const language = locale ?? (typeof messages[LOCALE_KEY] === 'string' ? messages[LOCALE_KEY] : undefined);
  return (key, vars) => interpolate(lookup(messages, key) ?? (fallback && lookup(fallback, key)) ?? key, vars, language);
}
