/**
 * Texts the API sends to shoppers (envelope messages, e-mails, questionnaire labels) in their
 * language: the `api` section of the same i18n/<locale>.json files as the storefront's, so one
 * parity test covers every text of the shop. Keys are typed from en.json: a typo fails type-checking.
 */
import en from '../../i18n/en.json' with { type: 'json' };
import de from '../../i18n/de.json' with { type: 'json' };
import ja from '../../i18n/ja.json' with { type: 'json' };
import fr from '../../i18n/fr.json' with { type: 'json' };
import es from '../../i18n/es.json' with { type: 'json' };
import it from '../../i18n/it.json' with { type: 'json' };
import pl from '../../i18n/pl.json' with { type: 'json' };
import pt from '../../i18n/pt.json' with { type: 'json' };
import { interpolate } from './interpolate.ts';
import type { Locale } from './locales.ts';

type Leaves<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the `api` section, e.g. 'api.auth.codeSent'. */
export type TextKey = Leaves<(typeof en)['api'], 'api.'>;

type Tree = { [key: string]: string | Tree };
const catalogs: Record<Locale, Tree> = { en, de, ja, fr, es, it, pl, pt } as unknown as Record<Locale, Tree>;

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key` in `locale` (falling back to en), with `{name}` placeholders filled from `vars`. */
export function text(locale: Locale, key: TextKey, vars: Record<string, string | number> = {}): string {
  return interpolate(lookup(catalogs[locale], key) ?? lookup(catalogs.en, key) ?? key, vars, locale);
}

/** A whole subtree of the `api` section in `locale`, for lists of texts (the questionnaire). */
export function textTree(locale: Locale, key: string): Tree | undefined {
  let node: string | Tree | undefined = catalogs[locale];
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'object' ? node : undefined;
}
