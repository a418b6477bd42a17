import type { BlogDetail } from '../../api/modules/blog/schema.ts';
import type { FaqEntry } from '../../api/modules/faq/schema.ts';

/** schema.org Article data of a blog post page. */
export function articleJsonLd(post: BlogDetail, opts: { url: string; site: URL | string; publisher: string; locale: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.summary,
    image: [new URL(post.cover_image.url, opts.site).href],
    datePublished: post.published_at,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: opts.publisher },
    articleSection: post.category.cate_name,
    inLanguage: opts.locale,
    mainEntityOfPage: { '@type': 'WebPage', '@id': opts.url },
    url: opts.url,
  };
}

/** schema.org FAQPage data: every question with its answer (HTML is allowed in the answer text). */
export function faqJsonLd(entries: FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  };
}

/** A post's date as the pages show it; UTC, so the build and the browser agree. */
export const formatPostDate = (iso: string, locale: string) => dateFormat(locale).format(new Date(iso));

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** Making a formatter costs far more than using one: one per language. */
function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })));
  return format;
}
