import type { EditorAction } from '../../../api/modules/editor/change-log.ts';
import type { EditorChange } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import { inLocale, LANGUAGE_NAMES, type Locale, type Localized } from './state.ts';

/** The sentence that says each kind of change (the compiler holds that every kind has one). */
export const CHANGE_SENTENCES: Record<EditorAction, string> = {
  'product.create': 'editor.log_productCreate',
  'product.update': 'editor.log_productUpdate',
  'product.delete': 'editor.log_productDelete',
  'product.images': 'editor.log_productImages',
  'product.prices': 'editor.log_productPrices',
  'sku.update': 'editor.log_skuUpdate',
  'category.update': 'editor.log_categoryUpdate',
  'article.update': 'editor.log_articleUpdate',
  'info.update': 'editor.log_infoUpdate',
  'blog.create': 'editor.log_blogCreate',
  'blog.update': 'editor.log_blogUpdate',
  'blog.delete': 'editor.log_blogDelete',
  'faq.create': 'editor.log_faqCreate',
  'faq.update': 'editor.log_faqUpdate',
  'faq.delete': 'editor.log_faqDelete',
  'solved.create': 'editor.log_solvedCreate',
  'solved.update': 'editor.log_solvedUpdate',
  'solved.delete': 'editor.log_solvedDelete',
  'banner.top.create': 'editor.log_bannerTopCreate',
  'banner.home.create': 'editor.log_bannerHomeCreate',
  'banner.shop.create': 'editor.log_bannerShopCreate',
  'banner.top.update': 'editor.log_bannerTopUpdate',
  'banner.home.update': 'editor.log_bannerHomeUpdate',
  'banner.shop.update': 'editor.log_bannerShopUpdate',
  'banner.top.delete': 'editor.log_bannerTopDelete',
  'banner.home.delete': 'editor.log_bannerHomeDelete',
  'banner.shop.delete': 'editor.log_bannerShopDelete',
  'media.update': 'editor.log_mediaUpdate',
  'media.chapter.update': 'editor.log_chapterUpdate',
  'media.page.update': 'editor.log_comicPageUpdate',
};

/** The workspace's own label of each field a change can name; fields not listed only identify the thing. */
const FIELDS: Record<string, string> = {
  name: 'editor.name',
  subtitle: 'editor.subtitle',
  description: 'editor.description',
  category_id: 'editor.category',
  published: 'editor.publishedLabel',
  title: 'editor.title',
  summary: 'editor.summary',
  body: 'editor.body',
  content: 'editor.content',
  question: 'editor.question',
  answer: 'editor.answer',
  problem: 'editor.problem',
  solution: 'editor.solution',
  text: 'editor.text',
  redirect_url: 'editor.link',
  bg_color: 'editor.background',
  button_text: 'editor.buttonText',
  image_url: 'editor.picture',
  color_name: 'editor.colourName',
  color_card: 'editor.swatch',
  on_hand: 'editor.onHand',
  sort: 'editor.order',
  alt: 'editor.altText',
  signature: 'editor.field_signature',
  prices: 'editor.prices',
  images: 'editor.images',
};

/** One line of a change: what a field (in one language, or one country's price) was and became. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const MAX_CHARS = 160;

/** A value as an editor reads it: HTML as its text, long texts shortened, yes/no in words. */
function shown(t: T, field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return field === 'published' ? t(value ? 'editor.published' : 'editor.unpublished') : String(value);
  if (typeof value === 'number') return field === 'category_id' ? `#${value}` : String(value);
  if (typeof value === 'string') {
    // A space before each tag, so that paragraphs and list items do not run into each other.
    const plain = /<[a-z]/i.test(value)
      ? (new DOMParser().parseFromString(value.replace(/</g, ' <'), 'text/html').body.textContent ?? '')
      : value;
    const squeezed = plain.replace(/\s+/g, ' ').trim();
    return squeezed.length > MAX_CHARS ? `${squeezed.slice(0, MAX_CHARS - 1)}…` : squeezed;
  }
  if (Array.isArray(value)) return t('editor.itemCount', { count: value.length });
  return null;
}

/** A price entry ({ price, original_price }) as "$24.99 (was $29.99)". */
function priceText(t: T, value: unknown): string | null {
  if (!isRecord(value) || typeof value.price !== 'string') return null;
  const was = typeof value.original_price === 'string' && value.original_price !== value.price ? value.original_price : null;
  return was ? t('editor.priceWas', { price: `$${value.price}`, was: `$${was}` }) : `$${value.price}`;
}

/** What a change did to each field, in words, before and after. */
export function fieldChanges(t: T, change: EditorChange, locale: string): FieldChange[] {
  const out: FieldChange[] = [];
  const before = change.before ?? {};
  for (const [key, after] of Object.entries(change.detail)) {
    const label = FIELDS[key];
    if (!label || after === undefined || after === null) continue;
    const was = before[key];
    if (key === 'prices' && Array.isArray(after)) {
      // The price grid's entries: a colour in a country set to a price, or back to the base price.
      const names = isRecord(change.detail.colour_names) ? change.detail.colour_names : {};
      const olds = Array.isArray(was) ? was : [];
      after.forEach((entry: unknown, i) => {
        if (!isRecord(entry)) return;
        const colour = isRecord(names[String(entry.sku_id)]) ? inLocale(names[String(entry.sku_id)] as Localized, locale) : '';
        out.push({
          field: [t(label), colour, String(entry.country_code)].filter(Boolean).join(' · '),
          before: priceText(t, olds[i]) ?? (change.before ? t('editor.usesBase') : null),
          after: 'remove' in entry ? t('editor.usesBase') : priceText(t, entry),
        });
      });
    } else if (key === 'prices' && isRecord(after)) {
      for (const [country, price] of Object.entries(after)) {
        const old = isRecord(was) ? was[country] : undefined;
        out.push({ field: `${t(label)} · ${country}`, before: priceText(t, old), after: priceText(t, price) });
      }
    } else if (isRecord(after)) {
      // Texts per language: one line per language written.
      for (const [locale, text] of Object.entries(after)) {
        const old = isRecord(was) ? was[locale] : undefined;
        out.push({
          field: `${t(label)} · ${LANGUAGE_NAMES[locale as Locale] ?? locale}`,
          before: shown(t, key, old),
          after: shown(t, key, text),
        });
      }
    } else {
      out.push({ field: t(label), before: shown(t, key, was), after: shown(t, key, after) });
    }
  }
  return out;
}

/** The sentence of a change: what was done to which thing, named in the UI's language. */
export function changeSentence(t: T, change: EditorChange, locale: string): string {
  const name = typeof change.label === 'string' ? change.label : change.label ? inLocale(change.label as Localized, locale) : change.target;
  return t(CHANGE_SENTENCES[change.action], { name: shown(t, 'name', name) ?? change.target });
}
