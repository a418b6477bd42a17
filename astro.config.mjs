import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { keptRenderer } from './scripts/lib/kept-renderer.ts';
import { inlineScripts } from './scripts/lib/inline-scripts.ts';

const locales = ['en', 'de', 'ja', 'fr', 'es', 'it', 'pl', 'pt'];

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  output: 'static',
  // Separate folders let several builds run side by side (e2e runs on different ports). A publish
  // writes each build into a new folder, taking unchanged pages from the live one (src/lib/page-reuse.ts).
  outDir: process.env.DIST_DIR || './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR || (process.env.DIST_DIR ? `${process.env.DIST_DIR}-cache` : './node_modules/.astro'),
  // Islands are rendered on the server to one string, not streamed: the same pages byte for byte
  // (no island suspends on the server), in about a tenth less build time than through web streams.
  integrations: [react({ experimentalDisableStreaming: true }), keptRenderer()],
  i18n: {
    locales,
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  build: { format: 'directory' },
  server: { port: 4321 },
  devToolbar: { enabled: false },
  vite: {
    plugins: [inlineScripts()],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Spec §7: script parts load from /js/, named by chunk name and content hash.
              entryFileNames: 'js/[name].[hash].js',
              // A chunk shared by several islands is named by the group, not by the islands that share it.
              chunkFileNames: (chunk) => `js/${chunk.name.split('~')[0]}.[hash].js`,
              // Left to itself the bundler made some 45 chunks of a few hundred bytes, and a page
              // waited for them in turns of requests, each round trip long on a phone. Islands keep
              // their own chunks; React and the stores are one chunk, and what islands share goes into
              // chunks by the set of islands sharing it, small sets merged into their neighbours.
              // Grouped modules must still run in import order, which strictExecutionOrder keeps.
              strictExecutionOrder: true,
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores[\\/]react|ky)[\\/]/,
                    priority: 2,
                  },
                  {
                    name: 'shared',
                    // Styles stay with the island that imports them: Astro writes the style sheets
                    // it links in pages, and a shared chunk's own would be named but never written.
                    test: (id) => /[\\/](src|api)[\\/]/.test(id) && !/\.css(\?|$)/.test(id),
                    minShareCount: 2,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 16 * 1024,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
