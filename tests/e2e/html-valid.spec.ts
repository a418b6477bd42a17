import { expect, test } from '@playwright/test';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { BLOG_ROUTE, PRODUCT_ROUTE } from './shopper-states.ts';

/**
 * The recommended preset, less only the rules about how valid markup is spelled (every spelling
 * they reject is valid HTML that browsers read alike), and two documented ARIA patterns.
 */
const CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // `selected=""`: a boolean attribute with an empty value is valid.
    'attribute-boolean-style': 'off',
    // `hidden=""`: an empty attribute value is valid.
    'attribute-empty-style': 'off',
    // `<input/>` and `<input>` are the same void element.
    'void-style': 'off',
    // Attribute names are case-insensitive (`autoComplete` is `autocomplete`).
    'attr-case': 'off',
    // The style attribute is valid HTML; islands set computed widths and colours with it.
    'no-inline-style': 'off',
    // Lists without bullets (list-style: none) keep role="list" on purpose: Safari drops their list semantics otherwise.
    'no-redundant-role': ['error', { exclude: ['list'] }],
    // Colour swatches are buttons in an ARIA radio group (roving focus, aria-checked), valid and accessible.
    'prefer-native-element': ['error', { exclude: ['radio'] }],
  },
};

const validator = new HtmlValidate(CONFIG);

/** One page of every type in English, and a few in German and Japanese. */
const PAGES = [
  '/',
  '/shop',
  PRODUCT_ROUTE,
  '/best_sellers',
  '/mooliworld',
  BLOG_ROUTE,
  '/faq',
  '/about',
  '/contact-us',
  '/moolitime',
  '/quiz',
  '/halloween',
  '/privacy-policy',
  '/refund-policy',
  '/user-agreement',
  '/user-map',
  '/user-review',
  '/wholesale',
  '/app_control',
  '/shopping-cart',
  '/payment-error',
  '/payment-success/a1b2c3',
  '/user',
  '/editor',
  '/no-such-page',
  '/de/',
  '/de/shop',
  `/de${PRODUCT_ROUTE}`,
  `/de${BLOG_ROUTE}`,
  '/ja/',
  `/ja${PRODUCT_ROUTE}`,
  '/ja/faq',
  '/ja/no-such-page',
];

test.describe('valid HTML', () => {
  for (const path of PAGES) {
    test(`${path} has no HTML errors`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(path.endsWith('no-such-page') ? 404 : 200);
      expect(res.headers()['content-type']).toMatch(/^text\/html/);
      const report = await validator.validateString(await res.text(), path);
      const errors = report.results.flatMap((r) =>
        r.messages.map((m) => `${path}:${m.line}:${m.column} ${m.ruleId}: ${m.message}${m.selector ? ` (${m.selector})` : ''}`),
      );
      expect(errors).toEqual([]);
    });
  }
});
