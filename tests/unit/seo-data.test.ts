import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../api/lib/locales.ts';
import { jsonForScript } from '../../src/lib/productJsonLd.ts';
import { breadcrumbJsonLd, OG_LOCALES, organizationJsonLd } from '../../src/lib/seo.ts';
import { SOCIAL_LINKS } from '../../src/lib/social.ts';

const SITE = 'https://shop.example.com';

describe('schema.org data of the head', () => {
  it('names the organisation with absolute URLs and every social profile', () => {
    const org = organizationJsonLd({ name: 'Mooli', site: SITE, email: 'hi@shop.example.com' });
    expect(org).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Mooli',
      url: `${SITE}/`,
      logo: `${SITE}/social/logo.png`,
      email: 'hi@shop.example.com',
      sameAs: SOCIAL_LINKS.map((s) => s.url),
    });
    expect(org.sameAs).toHaveLength(7);
  });

  it('numbers the breadcrumbs from 1 with absolute links, the query kept', () => {
    const list = breadcrumbJsonLd(
      [
        { name: 'Startseite', href: '/de/' },
        { name: 'Shop', href: '/de/shop?t=abc' },
        { name: 'Rosen <Toy>', href: '/de/products/rose' },
      ],
      SITE,
    );
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${SITE}/de/` },
      { '@type': 'ListItem', position: 2, name: 'Shop', item: `${SITE}/de/shop?t=abc` },
      { '@type': 'ListItem', position: 3, name: 'Rosen <Toy>', item: `${SITE}/de/products/rose` },
    ]);
    // Inlined in a script element, a name cannot end it.
    expect(jsonForScript(list)).not.toMatch(/<\/?[a-z]/i);
  });

  it('has an Open Graph locale for every shop locale, each distinct', () => {
    expect(Object.keys(OG_LOCALES).sort()).toEqual([...LOCALES].sort());
    expect(new Set(Object.values(OG_LOCALES)).size).toBe(LOCALES.length);
    for (const v of Object.values(OG_LOCALES)) expect(v).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
  });
});
