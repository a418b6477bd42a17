import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSite } from '../../api/lib/static-site.ts';
import { finishBuild, inlineHashes } from '../../scripts/lib/finish-build.ts';

// A small built site run through the build's last step, then served.
const INLINE = "console.log('hello')";
const STYLE = 'body{color:red}';
const big = `<!doctype html><html><head><script>${INLINE}</script><style>${STYLE}</style>
<script type="application/ld+json">{"@type":"Product"}</script><script src="/js/a.js"></script></head>
<body>${'<p>Mooli pleasure products, kindly made.</p>'.repeat(200)}</body></html>`;
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let dir: string;
const apps: FastifyInstance[] = [];
async function serve(siteUrl: string, trustProxy = false) {
  const app = Fastify({ trustProxy });
  await registerStaticSite(app, dir, (_req, reply) => reply.status(404).send({ code: 404 }), { siteUrl });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mooli-headers-'));
  mkdirSync(path.join(dir, 'shop'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), big);
  writeFileSync(path.join(dir, 'shop/index.html'), big);
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>not found</title>');
  mkdirSync(path.join(dir, 'js'));
  writeFileSync(path.join(dir, 'js/island.Ab12.js'), 'export const x = 1;');
  await finishBuild(dir, { SITE_URL: 'http://localhost:4321' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('security headers of the served pages', () => {
  it('sends a CSP with the hashes of the inline scripts and styles, and the other headers, on every page', async () => {
    const app = await serve('http://localhost:4321');
    for (const [url, status] of [
      ['/', 200],
      ['/shop/', 200],
      ['/nope', 404],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${hashOf(INLINE)} https://*.paypal.com`);
      expect(csp).toContain(`style-src 'self' ${hashOf(STYLE)}`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('frame-src https://*.paypal.com');
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends a content-hashed script without the headers only a document reads, HSTS still over HTTPS', async () => {
    const res = await (await serve('http://localhost:4321')).inject({ method: 'GET', url: '/js/island.Ab12.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['permissions-policy']).toBeUndefined();
    const https = await (await serve('https://shop.example.com')).inject({ method: 'GET', url: '/js/island.Ab12.js' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('adds HSTS when served over HTTPS: an https SITE_URL, or X-Forwarded-Proto from a trusted proxy', async () => {
    const https = await serve('https://shop.example.com');
    expect((await https.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const proxied = await serve('http://localhost:4321', true);
    const viaProxy = await proxied.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await serve('http://localhost:4321', false);
    const spoofed = await untrusted.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('while a build is writing pages, a page newer than the headers gets a CSP of its own inline scripts', async () => {
    const app = await serve('http://localhost:4321');
    const fresh = "console.log('rebuilt')";
    writeFileSync(path.join(dir, 'new.html'), `<!doctype html><script>${fresh}</script>`);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, 'new.html'), later, later);
    const res = await app.inject({ method: 'GET', url: '/new.html' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(hashOf(fresh));
    expect(csp).not.toContain(hashOf(INLINE));
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('hashes only scripts a browser runs (not JSON-LD, not external ones)', () => {
    expect(inlineHashes(big).scripts).toEqual([hashOf(INLINE).slice(1, -1)]);
  });

  it("does not take an editor's text that looks like a script for one", () => {
    // How a product titled "<script>alert('at')</script>" reaches a built page: raw inside attribute
    // values (an island's props, a label), escaped in text and in JSON-LD.
    const title = "<script>alert('at')</script>";
    const page = `<!doctype html><html><head><title>&lt;script&gt;alert('at')&lt;/script&gt;</title>
<meta property="og:title" content="${title}"><script>${INLINE}</script>
<script type="application/ld+json">{"name":"\\u003cscript>alert('at')\\u003c/script>"}</script></head>
<body><astro-island props="{&quot;title&quot;:[0,&quot;${title}&quot;]}"></astro-island>
<span aria-label="${title}" role="img"></span><style>${STYLE}</style></body></html>`;
    expect(inlineHashes(page)).toEqual({ scripts: [hashOf(INLINE).slice(1, -1)], styles: [hashOf(STYLE).slice(1, -1)] });
  });
});

describe('pages in other scripts than Latin', () => {
  it('hashes inline scripts and styles written in any language as the browser does (over their UTF-8 bytes)', async () => {
    const wide = mkdtempSync(path.join(tmpdir(), 'mooli-headers-wide-'));
    try {
      const script = "document.title = 'Größe — 日本語の説明 ✓'";
      const style = ".note::after{content:'„Zoë“ — ありがとう'}";
      const page = `<!doctype html><html lang="ja"><head><script>${script}</script><style>${style}</style></head>
<body><p>${'ムーリの製品、やさしく作られました。'.repeat(200)}</p></body></html>`;
      writeFileSync(path.join(wide, 'index.html'), page);
      await finishBuild(wide, { SITE_URL: 'http://localhost:4321' });
      const headers = readFileSync(path.join(wide, '_headers'), 'utf8');
      expect(headers).toContain(hashOf(script));
      expect(headers).toContain(hashOf(style));
      expect(inlineHashes(page)).toEqual({ scripts: [hashOf(script).slice(1, -1)], styles: [hashOf(style).slice(1, -1)] });
    } finally {
      rmSync(wide, { recursive: true, force: true });
    }
  });
});

describe('precompressed pages', () => {
  it('sends brotli or gzip as accepted, with Vary: Accept-Encoding, and the page itself otherwise', async () => {
    const app = await serve('http://localhost:4321');
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(big.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);

    const gz = await app.inject({ method: 'GET', url: '/shop/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(big);

    const plain = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(big);
    // Too small to gain: served as it is.
    const small = await app.inject({ method: 'GET', url: '/nope', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toContain('not found');
  });
});
