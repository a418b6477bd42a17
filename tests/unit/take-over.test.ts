import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TakeOver } from '../../scripts/lib/finish-build.ts';

let root: string;
let live: string;
let next: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'take-over-'));
  [live, next] = [path.join(root, 'live'), path.join(root, 'next')];
  for (const page of ['products/a/index.html', 'products/b/index.html', 'de/index.html']) {
    mkdirSync(path.dirname(path.join(live, page)), { recursive: true });
    writeFileSync(path.join(live, page), `<p>${page}</p>`);
  }
  // Only the pages large enough to compress have copies.
  for (const ext of ['.br', '.gz']) writeFileSync(path.join(live, `products/a/index.html${ext}`), 'copy');
  mkdirSync(next);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const inode = (file: string) => statSync(file).ino;

describe("taking the live site's pages into a new build", () => {
  it('links each page and its compressed copies, in batches given while it links, once each', async () => {
    const takeOver = new TakeOver(live, next);
    takeOver.add(['products/a/index.html']);
    takeOver.add(['products/b/index.html', 'products/a/index.html']);
    takeOver.add(['de/index.html']);
    await takeOver.done();
    for (const file of [
      'products/a/index.html',
      'products/a/index.html.br',
      'products/a/index.html.gz',
      'products/b/index.html',
      'de/index.html',
    ])
      expect(inode(path.join(next, file))).toBe(inode(path.join(live, file)));
    expect(takeOver.has('products/a/index.html.br')).toBe(true);
    expect(takeOver.has('products/c/index.html')).toBe(false);
  });

  it('links the rest and then fails with the page the live site lacks', async () => {
    const takeOver = new TakeOver(live, next);
    takeOver.add(['products/gone/index.html', 'products/b/index.html']);
    await expect(takeOver.done()).rejects.toThrow(/products\/gone\/index\.html/);
    expect(inode(path.join(next, 'products/b/index.html'))).toBe(inode(path.join(live, 'products/b/index.html')));
  });

  it('is done at once when nothing was asked', async () => {
    await new TakeOver(live, next).done();
  });
});
