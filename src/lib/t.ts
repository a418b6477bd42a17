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

/** `{count, plural, one {# item} other {# items}}`: the form the locale's plural rules pick for the number, `#` being the number. */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|\w+)\s*\{[^{}]*\})+)\s*\}/g;
const FORM = /(=\d+|\w+)\s*\{([^{}]*)\}/g;

function plural(locale: string | undefined, n: number, options: string): string {
  const forms = new Map([...options.matchAll(FORM)].map((m) => [m[1], m[2]]));
  const category = new Intl.PluralRules(locale).select(n);
  return (forms.get(`=${n}`) ?? forms.get(category) ?? forms.get('other') ?? '').replaceAll('#', String(n));
}

export const interpolate = (text: string, vars?: Record<string, string | number>, locale?: string) =>
  vars
    ? text
        .replace(PLURAL, (m, name: string, options: string) => (typeof vars[name] === 'number' ? plural(locale, vars[name], options) : m))
        .replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m))
    : text;

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
