import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The project's imports as the compiler reads them, for the tests that hold which code loads where. */

const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx|mjs|astro)$/;

export function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => SOURCE.test(f))
    .map((f) => path.join(dir, f));
}

export interface Import {
  spec: string;
  /** Erased when compiled: `import type`, `export type`, or only `type` specifiers. */
  typeOnly: boolean;
  /** `import('…')`: loaded when the code runs it, in its own chunk in the browser. */
  dynamic: boolean;
}

const STATEMENT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(file: string): Import[] {
  const code = readFileSync(path.join(ROOT, file), 'utf8');
  const found: Import[] = [];
  for (const m of code.matchAll(STATEMENT)) {
    if (m[4]) {
      const names = /^\{([\s\S]*)\}$/.exec(m[3].trim());
      const allTypes = names ? names[1].split(',').every((n) => !n.trim() || /^type\s/.test(n.trim())) : false;
      found.push({ spec: m[4], typeOnly: Boolean(m[2]) || allTypes, dynamic: false });
    } else found.push({ spec: (m[5] ?? m[6])!, typeOnly: false, dynamic: Boolean(m[6]) });
  }
  return found;
}

/** The project file a relative import names, if it is one. */
export function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const target = path.normalize(path.join(path.dirname(from), spec));
  return [target, `${target}.ts`, `${target}.tsx`].find((f) => existsSync(path.join(ROOT, f)) && SOURCE.test(f));
}

/**
 * Every project file the entries load when they run: their imports and those imports' imports
 * (type-only imports are erased; `import()` is followed unless `dynamic` is false).
 */
export function loadedFrom(entries: string[], { dynamic = true } = {}): Set<string> {
  const loaded = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (loaded.has(file)) continue;
    loaded.add(file);
    for (const i of importsOf(file)) {
      const target = !i.typeOnly && (dynamic || !i.dynamic) && resolve(file, i.spec);
      if (target) queue.push(target);
    }
  }
  return loaded;
}
