import type { Locale } from '../../../lib/locales.ts';
import type { ArticleTexts } from './articles.ts';
import type { BlogTexts } from './blog.ts';
import type { FaqTexts } from './faq.ts';
import articlesDe from './articles-de.ts';
import articlesEn from './articles-en.ts';
import articlesEs from './articles-es.ts';
import articlesFr from './articles-fr.ts';
import articlesIt from './articles-it.ts';
import articlesJa from './articles-ja.ts';
import articlesPl from './articles-pl.ts';
import articlesPt from './articles-pt.ts';
import blogDe from './blog-de.ts';
import blogEn from './blog-en.ts';
import blogEs from './blog-es.ts';
import blogIt from './blog-it.ts';
import blogFr from './blog-fr.ts';
import blogJa from './blog-ja.ts';
import blogPl from './blog-pl.ts';
import blogPt from './blog-pt.ts';
import faqDe from './faq-de.ts';
import faqEn from './faq-en.ts';
import faqEs from './faq-es.ts';
import faqFr from './faq-fr.ts';
import faqIt from './faq-it.ts';
import faqJa from './faq-ja.ts';
import faqPl from './faq-pl.ts';
import faqPt from './faq-pt.ts';

/** The editorial texts per language; a language missing a text falls back to en. */
export const blogTexts: Partial<Record<Locale, Partial<BlogTexts>>> = {
  en: blogEn,
  de: blogDe,
  ja: blogJa,
  fr: blogFr,
  es: blogEs,
  it: blogIt,
  pl: blogPl,
  pt: blogPt,
};
export const faqTexts: Partial<Record<Locale, FaqTexts>> = {
  en: faqEn,
  de: faqDe,
  ja: faqJa,
  fr: faqFr,
  es: faqEs,
  it: faqIt,
  pl: faqPl,
  pt: faqPt,
};
export const articleTexts: Partial<Record<Locale, Partial<ArticleTexts>>> = {
  en: articlesEn,
  de: articlesDe,
  ja: articlesJa,
  fr: articlesFr,
  es: articlesEs,
  it: articlesIt,
  pl: articlesPl,
  pt: articlesPt,
};
