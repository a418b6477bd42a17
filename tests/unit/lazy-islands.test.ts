import { describe, expect, it } from 'vitest';
import { filesUnder, importsOf, loadedFrom, resolve } from './imports.ts';

describe('code an island loads on first use (the drawers, the login modal)', () => {
  const islands = filesUnder('src/islands');
  const lazy = islands.flatMap((file) =>
    importsOf(file)
      .flatMap((i) => (i.dynamic ? [resolve(file, i.spec)] : []))
      .filter((f) => f !== undefined),
  );

  it('is found (a test of the reader itself)', () => {
    expect(lazy).toEqual(
      expect.arrayContaining(['src/islands/auth/LoginModal.tsx', 'src/islands/search/SearchPanel.tsx', 'src/islands/cart/CartPanel.tsx']),
    );
  });

  it('is imported by no page, layout or component: its styles would be on every page, render-blocking', () => {
    const pages = filesUnder('src').filter((f) => f.endsWith('.astro'));
    const taken = pages.flatMap((page) =>
      [...loadedFrom([page], { dynamic: false })].filter((f) => lazy.includes(f)).map((f) => `${page} → ${f}`),
    );
    expect(taken).toEqual([]);
  });
});
