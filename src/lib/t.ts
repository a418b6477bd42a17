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

export const interpolate = (text: string, vars?: Record<string, string | number>) =>
  vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;

/** A tiny translator over nested or flattened messages, with a fallback catalogue and `{var}` placeholders. */
export function makeT(messages: Messages | Record<string, string>, fallback?: Messages): T {
  return (key, vars) => interpolate(lookup(messages, key) ?? (fallback && lookup(fallback, key)) ?? key, vars);
}
