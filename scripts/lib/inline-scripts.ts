import { readFile } from 'node:fs/promises';
import { minifySync, type Plugin } from 'vite';

const SUFFIX = '?inline-script';

/**
 * `import code from './x.js?inline-script'`: the file's text minified, for a layout to inline in a
 * `<script is:inline>` (which Astro leaves as written). Every page carries these scripts, so their
 * comments and long names would be carried 11,000 times; the source keeps them for the reader.
 */
export function inlineScripts(): Plugin {
  return {
    name: 'mooli:inline-scripts',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      const { code, errors } = minifySync(file, await readFile(file, 'utf8'));
      if (errors.length) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
