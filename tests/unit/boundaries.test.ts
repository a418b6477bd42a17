import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API and the build part ways: the API (api/) never loads the storefront's code or the build
 * scripts, and the build (src/, the build worker) loads of the API only its contract: modules that
 * need nothing but Node's own modules and SHARED_LIBRARIES (schemas, rules, locales, the folder
 * layout, the pages' security headers), never its server, database or services. Each side can then
 * be deployed and run on its own.
 */
const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx|mjs|astro)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => SOURCE.test(f))
    .map((f) => path.join(dir, f));
}

interface Import {
  spec: string;
  /** Erased when compiled: `import type`, `export type`, or only `type` specifiers. */
  typeOnly: boolean;
}

const STATEMENT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): Import[] {
  const code = readFileSync(path.join(ROOT, file), 'utf8');
  const found: Import[] = [];
  for (const m of code.matchAll(STATEMENT)) {
    if (m[4]) {
      const names = /^\{([\s\S]*)\}$/.exec(m[3].trim());
      const allTypes = names ? names[1].split(',').every((n) => !n.trim() || /^type\s/.test(n.trim())) : false;
      found.push({ spec: m[4], typeOnly: Boolean(m[2]) || allTypes });
    } else found.push({ spec: (m[5] ?? m[6])!, typeOnly: false });
  }
  return found;
}

/** The project file a relative import names, if it is one. */
function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const target = path.normalize(path.join(path.dirname(from), spec));
  return [target, `${target}.ts`, `${target}.tsx`].find((f) => existsSync(path.join(ROOT, f)) && SOURCE.test(f));
}

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
    // Every file the build loads at run time (type-only imports are erased), and the API files among them.
    const loaded = new Set<string>();
    const queue = [...entries];
    while (queue.length) {
      const file = queue.pop()!;
      if (loaded.has(file)) continue;
      loaded.add(file);
      for (const i of importsOf(file)) {
        const target = !i.typeOnly && resolve(file, i.spec);
        if (target) queue.push(target);
      }
    }
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
        { spec: '../../api/lib/contract.ts', typeOnly: true },
        { spec: '../../api/contracts.ts', typeOnly: true },
        { spec: '../../api/modules/publish/site-folder.ts', typeOnly: false },
        { spec: 'node:os', typeOnly: false },
      ]),
    );
    expect(importsOf('api/app.ts').some((i) => i.spec === 'fastify' && !i.typeOnly)).toBe(true);
  });
});
