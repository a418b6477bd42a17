/**
 * Keeps a build's renderer for the builds after it (scripts/renderer.ts). In a renderer process
 * (KEEP_RENDERER_ENV set), this integration wraps Astro's prerenderer: before the first page it
 * loads the whole server bundle (Astro deletes the bundle's folder once its pages are written, and
 * a later build may render a page whose code no earlier page loaded), and it leaves the prerenderer
 * on globalThis, where the renderer process finds it to render the next publishes' pages without
 * bundling again (with FIRST_PAGES_ENV, its first build renders the first pages only). Elsewhere it
 * changes nothing.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { DEFAULT_LOCALE, LOCALES } from '../../api/lib/locales.ts';

export const KEEP_RENDERER_ENV = 'BUILD_KEEP_RENDERER';
/**
 * Set for a kept renderer's first build when there is no live site yet: it bundles as ever but
 * renders only the first pages, which go live while the kept renderers build the rest.
 */
export const FIRST_PAGES_ENV = 'BUILD_FIRST_PAGES';

const FIRST_PAGE = new RegExp(`^(?:/(?:${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|')}))?(?:/404)?/?$`);
/** The pages a shop without a live site serves first: every locale's home page and its not-found page. */
export const isFirstPage = (pathname: string) => FIRST_PAGE.test(pathname);

/** What the renderer needs of Astro's prerenderer after the build: its paths, its render and its app's route cache. */
export type KeptPrerenderer = AstroPrerenderer & { app?: { routeCache?: { clearAll(): void } } };

const KEY = Symbol.for('mooli.keptRenderer');
const store = globalThis as { [KEY]?: KeptPrerenderer };

/** The prerenderer the last build of this process kept, if it kept one. */
export const keptPrerenderer = (): KeptPrerenderer | undefined => store[KEY];

/** Where Astro writes the prerender bundle: `.prerender/` of the output folder, or of `.astro/` in the working directory when the output folder is not below it. */
function prerenderDir(outDir: URL): string {
  const out = fileURLToPath(outDir);
  const base = out.startsWith(process.cwd()) ? out : path.join(process.cwd(), '.astro');
  return path.join(base, '.prerender');
}

async function loadWhole(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const modules = entries.filter((e) => e.isFile() && /\.m?js$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  for (const file of modules.sort()) await import(pathToFileURL(file).href);
}

export function keptRenderer(): AstroIntegration {
  let outDir: URL | undefined;
  return {
    name: 'mooli:kept-renderer',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:start': ({ setPrerenderer }) => {
        if (!process.env[KEEP_RENDERER_ENV]) return;
        setPrerenderer((base: KeptPrerenderer) => ({
          ...base,
          name: 'mooli:kept',
          async setup() {
            await base.setup?.();
            await loadWhole(prerenderDir(outDir!));
            store[KEY] = base;
          },
          getStaticPaths: async () => {
            const paths = await base.getStaticPaths();
            return process.env[FIRST_PAGES_ENV] ? paths.filter((p) => isFirstPage(p.pathname)) : paths;
          },
          render: (request, options) => base.render(request, options),
          teardown: async () => undefined,
        }));
      },
    },
  };
}
