/**
 * The nginx configuration of a deployment, made from a built site: the same answers the serve step
 * (api/lib/static-site.ts) gives, written as nginx directives. Debian's nginx package is the
 * reference (gzip_static is built in; brotli_static comes with libnginx-mod-http-brotli-static).
 */
import { LOCALES } from '../../api/lib/locales.ts';
import { HASHED_DIRS } from '../../api/lib/paths.ts';
import { assetHeaders } from '../../api/lib/security-headers.ts';
import { SHELL_REWRITES } from '../../api/lib/static-site.ts';
import { AVATAR_MAX_BYTES } from '../../api/modules/upload/rules.ts';
import { PREVIEW_COOKIE, PREVIEW_TOKEN } from '../../api/modules/publish/preview.ts';

/** Where Debian's libnginx-mod-http-brotli-static puts the module (and enables it for the packaged nginx). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxSite {
  /** The site folder as nginx reaches it: the DIST_DIR link, so a publish is served without a reload. */
  root: string;
  /** The headers of the build's `_headers` file (parseHeadersFile). */
  headers: Record<string, string>;
  /** API instances, host:port each. */
  upstreams: string[];
  /** What `listen` takes: a port, or address:port. */
  listen: string;
  serverName: string;
  /** brotli_static on (the module must be loaded); else gzip copies only. */
  brotli: boolean;
}

/** Paths nginx forwards to the API: its calls, the catalogue's images and uploads, PayPal's callbacks, the sandbox's pages and the preview links. */
export const PROXIED = ['/api/', '/media/', '/paypal-callbacks/', '/paypal-sandbox/', '/preview/'] as const;

/** Where a request of a browser in a preview (api/modules/publish/preview-site.ts) goes inside nginx, to reach the API. */
const PREVIEW_LOCATION = '/__mooli_preview';

/** Content-hashed files: their names change with their content. */
const IMMUTABLE = HASHED_DIRS.map((dir) => `/${dir}/`);

/** The upload limit nginx enforces: above the API's largest file, so the API answers a too-large file in the shopper's language. */
const BODY_LIMIT_MB = Math.ceil(AVATAR_MAX_BYTES / 1024 / 1024) + 2;

const NOT_EN = LOCALES.filter((l) => l !== 'en');

/** A value nginx takes inside double quotes; `$` would start a variable and has no escape. */
function quoted(value: string): string {
  if (/["$\\\n]/.test(value)) throw new Error(`a header value nginx cannot carry as it is: ${value.slice(0, 80)}`);
  return `"${value}"`;
}

const indent = (lines: string[], by = '    ') => lines.map((l) => (l ? by + l : l));

/**
 * Headers of every static answer, 404s included (`always`). nginx inherits `add_header` into a
 * location only when the location has none of its own, so each location repeats the whole set.
 */
function staticHeaders(site: NginxSite, cacheControl: string, headers = site.headers): string[] {
  return [
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
    `add_header Cache-Control ${quoted(cacheControl)} always;`,
  ];
}

const PAGE_CACHE = 'public, max-age=0, must-revalidate';
const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** The client-routed pages' shells, for the default locale and every prefixed one (the serve step's SHELL_REWRITES). */
function shellLocations(site: NginxSite): string[] {
  return SHELL_REWRITES.flatMap(({ pattern, shell }) => {
    if (!pattern.source.startsWith('^\\/')) throw new Error(`a shell rewrite nginx cannot take: ${pattern.source}`);
    return [
      `location ~ ^(?<shell_locale>/(?:${NOT_EN.join('|')}))?${pattern.source.slice(1)} {`,
      ...indent([...staticHeaders(site, PAGE_CACHE), `try_files $shell_locale/${shell} =404;`]),
      '}',
    ];
  });
}

/** How nginx forwards to the API. */
const PROXY_DIRECTIVES = [
  'proxy_pass http://mooli_api;',
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $host;',
  // The API reads the shopper's address from here when TRUST_PROXY names nginx's address.
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  // A refused connection or an instance that is draining or gone (502/503) moves a request to the
  // next instance; a request already sent is retried only when it cannot have changed anything
  // (GET, HEAD), since nginx cannot know how far a POST got.
  'proxy_next_upstream error timeout http_502 http_503;',
  'proxy_next_upstream_tries 2;',
  'proxy_next_upstream_timeout 10s;',
  'proxy_connect_timeout 2s;',
  'proxy_read_timeout 60s;',
];

function proxyLocation(): string[] {
  const prefixes = PROXIED.map((p) => p.slice(1, -1)).join('|');
  return [
    `location ~ ^/(?:${prefixes})/ {`,
    ...indent([
      ...PROXY_DIRECTIVES,
      // Uploads stream to the API as they arrive instead of being spooled to disk first.
      'proxy_request_buffering off;',
    ]),
    '}',
  ];
}

/**
 * A browser holding a preview's cookie gets its pages and files from the API, which serves them
 * from the preview's folder: the request moves to an internal location that gives the API the path
 * as it was asked for.
 */
function previewRouting(): { map: string[]; server: string[]; location: string[] } {
  const prefixes = PROXIED.map((p) => p.slice(1, -1)).join('|');
  return {
    map: [
      `map "$cookie_${PREVIEW_COOKIE}:$uri" $mooli_preview {`,
      ...indent([`"~${PREVIEW_TOKEN.source.replace(/\$$/, '')}:/(?!(?:${prefixes})/)" 1;`, 'default "";']),
      '}',
    ],
    server: [`if ($mooli_preview) { rewrite ^ ${PREVIEW_LOCATION}$uri last; }`],
    location: [
      `location ^~ ${PREVIEW_LOCATION}/ {`,
      ...indent(['internal;', `rewrite ^${PREVIEW_LOCATION}(/.*)$ $1 break;`, ...PROXY_DIRECTIVES]),
      '}',
    ],
  };
}

/** The upstream and server blocks (for an http context, e.g. /etc/nginx/conf.d/mooli.conf). */
export function nginxServer(site: NginxSite): string {
  if (site.upstreams.length === 0) throw new Error('at least one API instance is needed');
  const preview = previewRouting();
  const lines = [
    "# Written by `npm run deploy:nginx` from the build's _headers; write it again (and `nginx -s reload`)",
    '# after a deploy of new code, whose pages may carry other inline scripts (their hashes are in the CSP).',
    '# The 404 page of the locale a path is under.',
    'map $uri $mooli_not_found {',
    ...indent([`~^/(?<not_found_locale>${NOT_EN.join('|')})(?:/|$) /$not_found_locale/404/index.html;`, 'default /404.html;']),
    '}',
    '',
    '# Requests of a browser that opened a preview link (served by the API from the preview).',
    ...preview.map,
    '',
    'upstream mooli_api {',
    // Passive health checks: an instance that failed a request is left out for 10 s.
    ...indent(site.upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=10s;`)),
    ...indent(['keepalive 32;']),
    '}',
    '',
    'server {',
    ...indent([
      `listen ${site.listen};`,
      `server_name ${site.serverName};`,
      `root ${site.root};`,
      'server_tokens off;',
      'charset utf-8;',
      'absolute_redirect off;',
      `client_max_body_size ${BODY_LIMIT_MB}m;`,
      '',
      '# The build writes .br and .gz copies beside every text file of 1 KiB or more.',
      'gzip_static on;',
      'gzip_vary on;',
      ...(site.brotli ? ['brotli_static on;'] : ['# brotli_static: not loaded (libnginx-mod-http-brotli-static); gzip copies only.']),
      '',
      ...preview.server,
      '',
      '# Unknown paths: the 404 page of the locale they are under, with status 404.',
      'error_page 404 $mooli_not_found;',
      '',
      // Regular-expression locations are tried in this order: the API's paths first.
      ...proxyLocation(),
      ...preview.location,
      '',
      // ^~: a content-hashed file is never taken by a regular-expression location.
      ...IMMUTABLE.flatMap((prefix) => [
        `location ^~ ${prefix} {`,
        ...indent([...staticHeaders(site, ASSET_CACHE, assetHeaders(site.headers)), 'try_files $uri =404;']),
        '}',
      ]),
      '',
      '# Build bookkeeping and dot files are never served.',
      'location = /_headers { return 404; }',
      'location ~ /\\. { return 404; }',
      '',
      ...shellLocations(site),
      '',
      'location / {',
      ...indent([...staticHeaders(site, PAGE_CACHE), 'try_files $uri $uri/index.html =404;']),
      '}',
    ]),
    '}',
    '',
  ];
  return lines.join('\n');
}

/**
 * A whole nginx.conf around the server, running as the calling user with its pid, logs and
 * temporary files under `runDir` (what deploy:check starts; a real deployment uses the package's own).
 */
export function nginxStandalone(site: NginxSite, runDir: string, opts: { brotliModule?: string } = {}): string {
  return [
    ...(site.brotli && opts.brotliModule ? [`load_module ${opts.brotliModule};`] : []),
    'daemon off;',
    'worker_processes auto;',
    `pid ${runDir}/nginx.pid;`,
    `error_log ${runDir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    ...indent([
      'include /etc/nginx/mime.types;',
      'default_type application/octet-stream;',
      `access_log ${runDir}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${runDir}/${t};`),
      'sendfile on;',
      ...nginxServer(site).split('\n'),
    ]),
    '}',
    '',
  ].join('\n');
}
