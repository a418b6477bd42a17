import { interpolate } from '../../api/lib/interpolate.ts';
import type en from '../../i18n/en.json';

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

type Catalogue = typeof en;
type Namespace = keyof Catalogue & string;
/** Every UI message of the catalogue as `namespace.key` (the English catalogue has them all). */
export type MessageKey = {
  [N in Namespace]: { [K in keyof Catalogue[N] & string]: Catalogue[N][K] extends string ? `${N}.${K}` : never }[keyof Catalogue[N] &
    string];
}[Namespace];
/** What an island asks for: a message, or every message of a namespace (`cart.*`). */
export type Wanted = MessageKey | `${Namespace}.*`;
/** The messages a list of wanted keys and namespaces covers. */
export type KeysOf<W extends Wanted> = W extends `${infer N}.*` ? Extract<MessageKey, `${N}.${string}`> : W;

declare const picked: unique symbol;
/**
 * The messages picked for an island (messagesFor), flattened, and only those: a page carries them
 * in the island's props, so each island declares what it reads. The brand is for the compiler
 * alone: `makeT` over picked messages accepts only their keys, and a component given them (or a
 * translator over them) must want no more than they hold.
 */
export type Picked<K extends MessageKey> = Readonly<Record<string, string>> & { readonly [picked]: (key: K) => void };
/** The messages an island's declared list (`as const`) covers. */
export type KeysIn<L extends readonly Wanted[]> = KeysOf<L[number]>;
/** A translator that knows only the given keys. */
export type TOf<K extends MessageKey> = (key: K, vars?: Record<string, string | number>) => string;

/**
 * A tiny translator over nested or flattened messages, with a fallback catalogue, `{var}`
 * placeholders and `{var, plural, …}` forms chosen by the locale's plural rules.
 */
export function makeT<K extends MessageKey>(messages: Picked<K>): TOf<K>;
export function makeT(messages: Messages | Record<string, string>, fallback?: Messages, locale?: string): T;
export function makeT(messages: Messages | Record<string, string>, fallback?: Messages, locale?: string): T {
  const language = locale ?? (typeof messages[LOCALE_KEY] === 'string' ? messages[LOCALE_KEY] : undefined);
  return (key, vars) => interpolate(lookup(messages, key) ?? (fallback && lookup(fallback, key)) ?? key, vars, language);
}
