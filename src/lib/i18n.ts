import en from '../../i18n/en.json';
import de from '../../i18n/de.json';
import ja from '../../i18n/ja.json';
import fr from '../../i18n/fr.json';
import es from '../../i18n/es.json';
import it from '../../i18n/it.json';
import pl from '../../i18n/pl.json';
import pt from '../../i18n/pt.json';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, type Locale } from '../../api/lib/locales.ts';
import { LOCALE_KEY, makeT, type Messages } from './t.ts';
import { inShard } from './build-shard.ts';

export { DEFAULT_LOCALE, LOCALES, type Locale };

/** Build-time only: pages import this; islands get the few strings they need through `messagesFor`. */
const catalogs: Record<Locale, Messages> = { en, de, ja, fr, es, it, pl, pt } as Record<Locale, Messages>;

export const useTranslations = (locale: Locale) => makeT(catalogs[locale], catalogs.en, locale);

/** The namespaces an island needs, flattened, to pass as a prop (no i18n runtime in the browser). */
export function messagesFor(locale: Locale, namespaces: string[]): Record<string, string> {
  const key = `${locale}:${namespaces.join(',')}`;
  let found = flattened.get(key);
  if (!found) flattened.set(key, (found = flatten(locale, namespaces)));
  return found;
}
/** The build asks for the same namespaces on thousands of pages. */
const flattened = new Map<string, Readonly<Record<string, string>>>();

function flatten(locale: Locale, namespaces: string[]): Record<string, string> {
  const t = makeT(catalogs[locale], catalogs.en);
  const out: Record<string, string> = {};
  for (const ns of namespaces) {
    const section = (catalogs.en as Record<string, unknown>)[ns] as Record<string, string> | undefined;
    for (const key of Object.keys(section ?? {})) out[`${ns}.${key}`] = t(`${ns}.${key}`);
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
