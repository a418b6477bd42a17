/**
 * `npm run deploy:nginx`: writes the nginx configuration of a deployment from the built site
 * (its `_headers`) and the API instances behind it. See the README's Deploying section.
 *
 *   npm run deploy:nginx -- --api 127.0.0.1:4322,127.0.0.1:4323 [--site /srv/mooli/dist]
 *     [--listen 80] [--server-name shop.example.com] [--brotli auto|on|off] [--out mooli.conf]
 */
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseHeadersFile } from '../api/lib/security-headers.ts';
import { BROTLI_STATIC_MODULE, nginxServer } from './lib/nginx-config.ts';

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    site: { type: 'string', default: process.env.DIST_DIR ?? 'dist' },
    listen: { type: 'string', default: '80' },
    'server-name': { type: 'string', default: process.env.SITE_URL ? new URL(process.env.SITE_URL).hostname : '_' },
    brotli: { type: 'string', default: 'auto' },
    out: { type: 'string' },
  },
});

const fail = (message: string): never => {
  console.error(`deploy:nginx: ${message}`);
  process.exit(1);
};
if (!values.api) fail('name the API instances: --api host:port[,host:port...]');
const root = path.resolve(values.site);
const headersPath = path.join(root, '_headers');
if (!existsSync(headersPath)) fail(`${headersPath} is missing: build or publish the site first`);
if (!['auto', 'on', 'off'].includes(values.brotli)) fail('--brotli takes auto, on or off');

const brotli = values.brotli === 'auto' ? existsSync(BROTLI_STATIC_MODULE) : values.brotli === 'on';
const config = nginxServer({
  // The link itself, not its target: nginx resolves it per request, so every publish is served at once.
  root,
  headers: parseHeadersFile(readFileSync(headersPath, 'utf8')),
  upstreams: values
    .api!.split(',')
    .map((u) => u.trim())
    .filter(Boolean),
  listen: values.listen,
  serverName: values['server-name'],
  brotli,
});
if (values.out) {
  writeFileSync(values.out, config);
  console.error(`deploy:nginx: wrote ${values.out} for ${realpathSync(root)} (brotli ${brotli ? 'on' : 'off: gzip copies only'})`);
} else process.stdout.write(config);
