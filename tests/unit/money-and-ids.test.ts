import { describe, expect, it } from 'vitest';
import { centsToString, stringToCents } from '../../api/lib/money.ts';
import { negotiateLocale } from '../../api/lib/locales.ts';
import { decryptId, encryptId } from '../../src/lib/idCipher.ts';
import { formatPrice } from '../../src/lib/money.ts';

describe('money', () => {
  it('sends cents as two-place strings and reads them back', () => {
    expect(centsToString(2499)).toBe('24.99');
    expect(centsToString(5)).toBe('0.05');
    expect(centsToString(-150)).toBe('-1.50');
    expect(stringToCents('24.99')).toBe(2499);
    expect(stringToCents('24.9')).toBe(2490);
    expect(stringToCents('24')).toBe(2400);
    expect(() => stringToCents('1e3')).toThrow();
    expect(() => centsToString(1.5)).toThrow();
    expect(formatPrice('24.99')).toBe('$24.99');
  });
});

describe('id cipher', () => {
  it('round-trips ids through URL-safe tokens', () => {
    for (const id of [1, 42, 123456]) {
      const token = encryptId(id);
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decryptId(token)).toBe(String(id));
    }
  });

  it('gives an id the same token every time, so builds made at different times write the same links', async () => {
    const token = encryptId(77);
    const AES = (await import('crypto-js/aes')).default;
    const fresh = AES.encrypt('77', 'mooli-storefront', {
      salt: (await import('crypto-js/enc-hex')).default.parse('6d6f6f6c692d6964'),
    }).toString();
    expect(token).toBe(fresh.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
    expect(encryptId(78)).not.toBe(token);
  });

  it('rejects tampered or foreign tokens', () => {
    const token = encryptId(4242);
    // Change one character inside the ciphertext, at several places: every altered token is refused.
    for (const at of [12, 16, 20, 24, token.length - 6]) {
      const swapped = token[at] === 'A' ? 'B' : 'A';
      const tampered = token.slice(0, at) + swapped + token.slice(at + 1);
      expect(tampered).not.toBe(token);
      expect(decryptId(tampered)).toBeNull();
    }
    expect(decryptId(token.slice(0, -4))).toBeNull();
    expect(decryptId('not-a-token')).toBeNull();
    expect(decryptId('')).toBeNull();
    expect(decryptId('<script>')).toBeNull();
  });
});

describe('locale negotiation', () => {
  it('prefers lang, then the best Accept-Language match, then en', () => {
    expect(negotiateLocale('ja', 'de')).toBe('ja');
    expect(negotiateLocale(undefined, 'xx, pt-BR;q=0.8, de;q=0.9')).toBe('de');
    expect(negotiateLocale('zz', 'xx')).toBe('en');
    expect(negotiateLocale(undefined, undefined)).toBe('en');
  });
});
