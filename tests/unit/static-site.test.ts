import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerStaticSite } from '../../api/lib/static-site.ts';

// The serve step over a small built site: pages, a localized 404, one client-routed shell.
let dir: string;
let app: FastifyInstance;
const page = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), `<!doctype html><title>${text}</title>`);
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mooli-site-'));
  page('index.html', 'home');
  page('shop/index.html', 'shop');
  page('404.html', 'not found');
  page('de/404/index.html', 'nicht gefunden');
  page('user/order/detail/index.html', 'order shell');
  app = Fastify();
  await registerStaticSite(app, dir, (_req, reply) => reply.status(404).send({ code: 404 }));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the serve step', () => {
  it('serves pages and directory indexes', async () => {
    const res = await get('/shop?x=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('shop');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers unknown paths with the locale's not-found page and status 404", async () => {
    for (const [url, text] of [
      ['/nope', 'not found'],
      ['/de/nope', 'nicht gefunden'],
      ['/shopping-cart', 'not found'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(text);
    }
  });

  it('rewrites client-routed ids to the shell the build has, and treats those it lacks as unknown', async () => {
    const order = await get('/user/order/AbC123');
    expect(order.statusCode).toBe(200);
    expect(order.body).toContain('order shell');
    // No payment-success page (or a German order shell) in this build: a 404, not an error page.
    for (const url of ['/payment-success/xyz', '/de/user/order/7']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('keeps unknown API calls and media out of the HTML pages', async () => {
    expect((await get('/api/nope')).json()).toEqual({ code: 404 });
    expect((await get('/media/nope.webp')).json()).toEqual({ code: 404 });
  });
});

describe('the serve step over a site link', () => {
  it('follows the link to a build made live elsewhere (another instance’s worker) within a second', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'mooli-link-'));
    const build = (name: string, text: string) => {
      mkdirSync(path.join(base, name), { recursive: true });
      writeFileSync(path.join(base, name, 'index.html'), `<!doctype html><title>${text}</title>`);
    };
    build('1', 'first build');
    build('2', 'second build');
    const link = path.join(base, 'dist');
    symlinkSync('1', link);
    const site = Fastify();
    await registerStaticSite(site, link, (_req, reply) => reply.status(404).send({ code: 404 }));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect((await site.inject('/')).body).toContain('first build');
      // The link is replaced as a publish does (a new link renamed over it), not by this server.
      symlinkSync('2', `${link}.new`);
      renameSync(`${link}.new`, link);
      expect((await site.inject('/')).body).toContain('first build');
      vi.setSystemTime(Date.now() + 1500);
      expect((await site.inject('/')).body).toContain('second build');
    } finally {
      vi.useRealTimers();
      await site.close();
      rmSync(base, { recursive: true, force: true });
    }
  });
});

describe('the serve step before the first build', () => {
  it('starts over a link left to a removed build, and says in the visitor’s language that the shop is being built', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'mooli-nosite-'));
    const link = path.join(base, 'dist');
    symlinkSync('builds/7', link); // its build folder was deleted by hand
    const site = Fastify();
    try {
      await registerStaticSite(site, link, (_req, reply) => reply.status(404).send({ code: 404 }));
      for (const [url, words] of [
        ['/', 'The shop is being built'],
        ['/fr/shop/', 'La boutique est en cours de création'],
      ]) {
        const res = await site.inject(url);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body).toContain(words);
      }
    } finally {
      await site.close();
      rmSync(base, { recursive: true, force: true });
    }
  });
});
