import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '../../api/lib/locales.ts';
import { authMessage } from '../../api/lib/auth-messages.ts';
import { text, textTree } from '../../api/lib/texts.ts';
import { codeMailTexts } from '../../api/modules/auth/mail-texts.ts';
import { genderLabel, optionLabel, questionLabel } from '../../api/modules/user/questions.ts';
import { messagesFor } from '../../src/lib/i18n.ts';

const en = JSON.parse(readFileSync('i18n/en.json', 'utf8')) as { api: Record<string, unknown> };
const at = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** The api/**\/*.ts sources, the translator itself left out. */
const sources = (readdirSync('api', { recursive: true, encoding: 'utf8' }) as string[])
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && join('api', f) !== join('api', 'lib', 'texts.ts'))
  .map((f) => ({ file: join('api', f), code: readFileSync(join('api', f), 'utf8') }));

describe('server texts (the api section of i18n/<locale>.json)', () => {
  afterEach(() => {
    vi.doUnmock('../../i18n/pl.json');
    vi.resetModules();
  });

  it('answers in the locale asked for', () => {
    expect(text('de', 'api.cart.soldOut', {})).toBe('Dieser Artikel ist ausverkauft.');
    expect(text('en', 'api.cart.soldOut')).toBe('This item is sold out.');
    expect(text('ja', 'api.auth.loginOk')).not.toBe(text('en', 'api.auth.loginOk'));
  });

  it('fills {placeholders} and leaves unknown ones alone', () => {
    expect(text('de', 'api.coupon.expired', { code: 'SUMMER' })).toBe('Der Gutschein SUMMER ist abgelaufen.');
    expect(text('en', 'api.order.priceChanged', { total: '12.50' })).toBe(
      'Prices have changed: the new total is $12.50. Please check your cart.',
    );
    expect(text('en', 'api.auth.cooldown', { n: 30 })).toBe('Please wait 30 seconds before requesting another code');
    expect(text('en', 'api.coupon.expired')).toBe('Coupon {code} has expired.');
  });

  it('falls back to en for a text a locale lacks', async () => {
    const pl = JSON.parse(readFileSync('i18n/pl.json', 'utf8')) as { api: { cart: Record<string, string> } };
    const { soldOut: _dropped, ...cart } = pl.api.cart;
    vi.doMock('../../i18n/pl.json', () => ({ default: { ...pl, api: { ...pl.api, cart } } }));
    vi.resetModules();
    const fresh = await import('../../api/lib/texts.ts');
    expect(fresh.text('pl', 'api.cart.soldOut', {})).toBe('This item is sold out.');
    expect(fresh.text('pl', 'api.cart.nothingAvailable', {})).toBe(pl.api.cart.nothingAvailable);
    // and for a locale it does not know at all
    expect(text('xx' as Locale, 'api.coupon.usedUp', { code: 'A' })).toBe('Coupon A has been used up.');
  });

  it('types its keys from en.json', () => {
    // @ts-expect-error a misspelt key does not type-check
    expect(text('en', 'api.cart.soldOuut')).toBe('api.cart.soldOuut');
    // @ts-expect-error a subtree is not a text
    expect(text('en', 'api.cart')).toBe('api.cart');
    // @ts-expect-error storefront keys are not server texts
    void (() => text('en', 'cart.title'));
  });

  it('keeps the old entry points: sign-in messages, the code e-mail, the questionnaire', () => {
    expect(authMessage('de', 'cooldown', { n: 5 })).toBe(text('de', 'api.auth.cooldown', { n: 5 }));
    expect(authMessage('de', 'cooldown', { n: 5 })).toContain('5');
    const mail = codeMailTexts('fr');
    expect(Object.keys(mail).sort()).toEqual(['heading', 'ignore', 'intro', 'signature', 'subject', 'validity']);
    expect(mail.subject).toBe(text('fr', 'api.mail.code.subject'));
    expect(mail.subject).toContain('{code}');
    expect(genderLabel('de', 'female')).toBe('Weiblich');
    expect(questionLabel('en', 'interests')).toBe('What are you most interested in?');
    expect(optionLabel('ja', 'interests', 'self_care')).toBe('セルフケア');
    expect(textTree('es', 'api.questions')).toBeTypeOf('object');
  });

  it('has every key the API passes to text(...) in en.json', () => {
    const literal = /\btext\(\s*(?:ctx\.)?locale\s*,\s*'([^']+)'/g;
    const template = /\btext\(\s*(?:ctx\.)?locale\s*,\s*`([^`$]*)\$\{/g;
    const used = sources.flatMap(({ file, code }) => [...code.matchAll(literal)].map((m) => ({ file, key: m[1] })));
    const prefixes = sources.flatMap(({ file, code }) => [...code.matchAll(template)].map((m) => ({ file, key: m[1] })));
    expect(used.length).toBeGreaterThan(10);
    expect(prefixes.length).toBeGreaterThan(0);
    const missing = used.filter(({ key }) => typeof at(en, key) !== 'string');
    expect(missing).toEqual([]);
    // `api.coupon.${refusal}` and the like: the subtree exists and holds texts
    const missingTrees = prefixes.filter(({ key }) => {
      const tree = at(en, key.replace(/\.$/, ''));
      return !tree || typeof tree !== 'object' || !Object.values(tree).some((v) => typeof v === 'string');
    });
    expect(missingTrees).toEqual([]);
  });

  it('has the commerce texts the cart and checkout use, in all eight locales', () => {
    const keys = [
      'api.cart.soldOut',
      'api.cart.nothingAvailable',
      'api.coupon.unknown',
      'api.coupon.notStarted',
      'api.coupon.expired',
      'api.coupon.minSpend',
      'api.coupon.usedUp',
      'api.coupon.usedUpByYou',
      'api.coupon.country',
      'api.order.outOfStock',
      'api.order.noShipping',
      'api.order.priceChanged',
      'api.order.createFailed',
      'api.order.expired',
      'api.order.notPayable',
      'api.order.notRefundable',
      'api.order.refundFailed',
      'api.afterSale.notAllowed',
    ] as const;
    expect(text('en', 'api.order.createFailed')).toBe('create order failed');
    for (const locale of LOCALES) {
      const catalog = JSON.parse(readFileSync(`i18n/${locale}.json`, 'utf8')) as unknown;
      for (const key of keys) expect(typeof at(catalog, key), `${locale}:${key}`).toBe('string');
      if (locale !== 'en') for (const key of keys) expect(text(locale, key), `${locale}:${key}`).not.toBe(text('en', key));
    }
  });

  it('never go to the browser: no island is given the api section', () => {
    for (const locale of LOCALES) {
      const messages = messagesFor(locale, ['cart.*', 'orders.*', 'afterSales.*', 'checkout.*', 'account.*', 'login.*', 'common.*']);
      expect(Object.keys(messages).filter((k) => k.startsWith('api.'))).toEqual([]);
      const serverTexts = new Set(Object.values(textTree(locale, 'api.coupon') ?? {}));
      expect(Object.values(messages).filter((v) => serverTexts.has(v))).toEqual([]);
    }
    const src = (readdirSync('src', { recursive: true, encoding: 'utf8' }) as string[])
      .filter((f) => /\.(astro|tsx?)$/.test(f))
      .map((f) => readFileSync(join('src', f), 'utf8'));
    const namespaces = src.flatMap((code) => [...code.matchAll(/messagesFor\([^,]+,\s*\[([^\]]*)\]/g)].map((m) => m[1]));
    expect(namespaces.length).toBeGreaterThan(5);
    expect(namespaces.filter((list) => /['"]api['"]/.test(list))).toEqual([]);
  });
});
