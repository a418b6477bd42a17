/**
 * The message format of i18n/<locale>.json, for the API's texts (texts.ts) and the storefront's
 * translator (src/lib/t.ts) alike: `{var}` placeholders and `{var, plural, …}` forms.
 */

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
