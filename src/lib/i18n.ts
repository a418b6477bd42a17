import en from '../../i18n/en.json';
import de from '../../i18n/de.json';
import ja from '../../i18n/ja.json';
import fr from '../../i18n/fr.json';
import es from '../../i18n/es.json';
import it from '../../i18n/it.json';
import pl from '../../i18n/pl.json';
import pt from '../../i18n/pt.json';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, type Locale } from '../../api/lib/locales.ts';
import { LOCALE_KEY, makeT, type KeysOf, type Messages, type Picked, type Wanted } from './t.ts';
import { inShard } from './build-shard.ts';

export { DEFAULT_LOCALE, LOCALES, type Locale };

/** Build-time only: pages import this; islands get the few strings they need through `messagesFor`. */
const catalogs: Record<Locale, Messages> = { en, de, ja, fr, es, it, pl, pt } as Record<Locale, Messages>;

export const useTranslations = (locale: Locale) => makeT(catalogs[locale], catalogs.en, locale);

/**
 * The messages an island declared (keys, or `ns.*` for a whole namespace), flattened, in the
 * locale with English where a translation is missing, to pass as its prop: no i18n runtime in the
 * browser, and no message a page does not use in its HTML.
 */
export function messagesFor<const W extends Wanted>(locale: Locale, wanted: readonly W[]): Picked<KeysOf<W>> {
  const key = `${locale}:${wanted.join(',')}`;
  let found = flattened.get(key);
  if (!found) flattened.set(key, (found = flatten(locale, wanted)));
  return found as Picked<KeysOf<W>>;
}
/** The build asks for the same messages on thousands of pages. */
const flattened = new Map<string, Readonly<Record<string, string>>>();

function flatten(locale: Locale, wanted: readonly Wanted[]): Record<string, string> {
  const t = makeT(catalogs[locale], catalogs.en);
  const out: Record<string, string> = {};
  for (const w of wanted) {
    const ns = w.slice(0, w.indexOf('.'));
    const section = (catalogs.en as Record<string, unknown>)[ns] as Record<string, unknown> | undefined;
    const keys = w.endsWith('.*') ? Object.keys(section ?? {}).filter((k) => typeof section?.[k] === 'string') : [w.slice(ns.length + 1)];
    for (const k of keys) {
      if (typeof section?.[k] !== 'string') throw new Error(`messagesFor: no message ${ns}.${k} in i18n/en.json`);
      out[`${ns}.${k}`] = t(`${ns}.${k}`);
    }
  }
  out[LOCALE_KEY] = locale;
  return out;
}

/** URL of a path in a locale: en at the root, others under /{locale}/. */
export function localePath(locale: Locale, path = '/'): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return locale === DEFAULT_LOCALE ? clean : `/${locale}${clean === '/' ? '/' : clean}`;
}

/** The prefix of a locale's URLs, for islands that build links: "" for en, "/de" etc. */
export const localeBase = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** getStaticPaths entries for a page that exists in every locale: en has no prefix. */
/** getStaticPaths of a page in every locale (those of this build process, when the build is split; see build-shard). */
export const localeParams = () =>
  LOCALES.filter((_, i) => inShard(i)).map((l) => ({ params: { lang: l === DEFAULT_LOCALE ? undefined : l }, props: { locale: l } }));

export const htmlLang: Record<Locale, string> = { en: 'en', de: 'de', ja: 'ja', fr: 'fr', es: 'es', it: 'it', pl: 'pl', pt: 'pt' };
export const languageNames: Record<Locale, string> = LANGUAGE_NAMES;
