import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE, islandStyleInHead } from '../../src/lib/island-style.ts';

const rule = ISLAND_STYLE.toString();

describe('the island rule of a built page', () => {
  it('moves from the body into the head, once, leaving every other byte as it was (text in any language included)', () => {
    const page = `<!doctype html><html lang="ja"><head><title>ムーリ — Größe</title></head><body><p>説明 ✓</p>${rule}<astro-island></astro-island><p>„Zoë“</p>${rule}<astro-island></astro-island></body></html>`;
    const moved = islandStyleInHead(Buffer.from(page)).toString();
    expect(moved).toBe(
      `<!doctype html><html lang="ja"><head><title>ムーリ — Größe</title>${rule}</head><body><p>説明 ✓</p><astro-island></astro-island><p>„Zoë“</p><astro-island></astro-island></body></html>`,
    );
  });

  it('leaves a page without islands, or without a head, as it is', () => {
    const plain = Buffer.from('<!doctype html><html><head></head><body><p>Mooli</p></body></html>');
    expect(islandStyleInHead(plain)).toBe(plain);
    const headless = Buffer.from(`<p>Mooli</p>${rule}`);
    expect(islandStyleInHead(headless)).toBe(headless);
  });
});
