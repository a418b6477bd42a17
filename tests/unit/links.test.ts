import { describe, expect, it } from 'vitest';
import { localizeHref } from '../../src/lib/links.ts';

describe('localizeHref', () => {
  it('gives a storefront path the locale prefix', () => {
    expect(localizeHref('/de', '/shop')).toBe('/de/shop');
    expect(localizeHref('/de', '/shop?t=abc')).toBe('/de/shop?t=abc');
    expect(localizeHref('/de', '/')).toBe('/de/');
  });
  it('keeps English paths, other sites, API paths and prefixed paths', () => {
    expect(localizeHref('', '/shop')).toBe('/shop');
    expect(localizeHref('/de', 'https://example.com/shop')).toBe('https://example.com/shop');
    expect(localizeHref('/de', '//cdn.example.com/x')).toBe('//cdn.example.com/x');
    expect(localizeHref('/de', '/media/banner.jpg')).toBe('/media/banner.jpg');
    expect(localizeHref('/de', '/api/route/getList')).toBe('/api/route/getList');
    expect(localizeHref('/de', '/de/shop')).toBe('/de/shop');
    expect(localizeHref('/de', '/design')).toBe('/de/design');
  });
});
