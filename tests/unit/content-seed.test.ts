import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../api/lib/locales.ts';
import { ARTICLE_KEYS } from '../../api/modules/articles/rules.ts';
import { blogCategories, blogPosts } from '../../api/seed/data/content/blog.ts';
import { faqCategories } from '../../api/seed/data/content/faq.ts';
import { articleTexts, blogTexts, faqTexts } from '../../api/seed/data/content/index.ts';
import { proseToHtml } from '../../api/seed/prose.ts';
import { cleanRichText } from '../../api/lib/rich-text.ts';

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe('the editorial seed', () => {
  it('has at least 24 posts in at least 4 categories, each in every language with a real body', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(24);
    expect(new Set(blogPosts.map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
    for (const p of blogPosts) expect(blogCategories.map((c) => c.slug)).toContain(p.category);
    for (const locale of LOCALES) {
      for (const post of blogPosts) {
        const text = blogTexts[locale]?.[post.slug];
        expect(text, `${locale} ${post.slug}`).toBeDefined();
        expect(text!.body).toMatch(/^## /m);
        if (locale === 'en') expect(words(text!.body)).toBeGreaterThanOrEqual(130);
      }
    }
  });

  it('has 30 FAQ entries in 5 categories, in every language', () => {
    expect(faqCategories).toHaveLength(5);
    const en = faqTexts.en!;
    expect(faqCategories.reduce((n, c) => n + (en[c.slug]?.length ?? 0), 0)).toBe(30);
    for (const locale of LOCALES)
      for (const c of faqCategories) expect(faqTexts[locale]?.[c.slug]?.length, `${locale} ${c.slug}`).toBe(en[c.slug].length);
  });

  it('has every article in every language', () => {
    for (const locale of LOCALES)
      for (const key of ARTICLE_KEYS) expect(articleTexts[locale]?.[key]?.body, `${locale} ${key}`).toMatch(/## /);
  });
});

describe('proseToHtml', () => {
  it('turns headings, lists and paragraphs into HTML that the sanitizer keeps as is', () => {
    const html = proseToHtml('## Care\n\nWash **gently** <now>.\n\n- one\n- two');
    expect(html).toBe('<h2>Care</h2>\n<p>Wash <strong>gently</strong> &lt;now&gt;.</p>\n<ul><li>one</li><li>two</li></ul>');
    expect(cleanRichText(html)).toBe(html);
  });
});
