import { describe, expect, it } from 'vitest';
import { filesUnder, importsOf, resolve } from './imports.ts';

/** Every project file `file` loads when it runs: its static imports, and theirs (type-only imports are erased). */
function staticClosure(file: string): Set<string> {
  const loaded = new Set<string>();
  const queue = [file];
  while (queue.length) {
    const next = queue.pop()!;
    if (loaded.has(next)) continue;
    loaded.add(next);
    for (const i of importsOf(next)) {
      const target = !i.typeOnly && !i.dynamic && resolve(next, i.spec);
      if (target) queue.push(target);
    }
  }
  return loaded;
}

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
    const taken = pages.flatMap((page) => [...staticClosure(page)].filter((f) => lazy.includes(f)).map((f) => `${page} → ${f}`));
    expect(taken).toEqual([]);
  });
});
