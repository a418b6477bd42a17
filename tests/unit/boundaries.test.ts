import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, importsOf, loadedFrom, resolve } from './imports.ts';

/**
 * The API and the build part ways: the API (api/) never loads the storefront's code or the build
 * scripts, and the build (src/, the build worker) loads of the API only its contract: modules that
 * need nothing but Node's own modules and SHARED_LIBRARIES (schemas, rules, locales, the folder
 * layout, the pages' security headers), never its server, database or services. Each side can then
 * be deployed and run on its own.
 */
const top = (file: string) => file.split(path.sep)[0];
/** Libraries the contract may use: they hold no connection and no state (validation; HTML parsing for the pages' CSP hashes). */
const SHARED_LIBRARIES = new Set(['zod', 'htmlparser2']);

describe('the API and the build part ways', () => {
  it('nothing under api/ imports the storefront (src/) or the scripts', () => {
    const crossing = filesUnder('api').flatMap((file) =>
      importsOf(file)
        .map((i) => resolve(file, i.spec))
        .filter((target) => target && top(target) !== 'api')
        .map((target) => `${file} → ${target}`),
    );
    expect(crossing).toEqual([]);
  });

  it('the storefront and the build worker load of the API only its contract, never its server, database or services', () => {
    const entries = [...filesUnder('src'), 'scripts/build-worker.ts', 'scripts/lib/build-worker.ts', 'scripts/lib/astro-build.ts'];
    // Every file the build loads at run time, and the API files among them.
    const loaded = loadedFrom(entries);
    const apiFiles = [...loaded].filter((f) => top(f) === 'api');
    expect(apiFiles.length).toBeGreaterThan(5); // the contract is shared: rules, locales, the folder layout
    const heavier = apiFiles.flatMap((file) =>
      importsOf(file)
        .filter((i) => !i.typeOnly && !i.spec.startsWith('.') && !SHARED_LIBRARIES.has(i.spec) && !i.spec.startsWith('node:'))
        .map((i) => `${file} loads ${i.spec}`),
    );
    expect(heavier).toEqual([]);
  });

  it('reads imports as the compiler does (a test of the reader itself)', () => {
    expect(importsOf('scripts/lib/build-worker.ts')).toEqual(
      expect.arrayContaining([
        { spec: '../../api/lib/contract.ts', typeOnly: true, dynamic: false },
        { spec: '../../api/contracts.ts', typeOnly: true, dynamic: false },
        { spec: '../../api/modules/publish/site-folder.ts', typeOnly: false, dynamic: false },
        { spec: 'node:os', typeOnly: false, dynamic: false },
      ]),
    );
    expect(importsOf('api/app.ts').some((i) => i.spec === 'fastify' && !i.typeOnly)).toBe(true);
  });
});
