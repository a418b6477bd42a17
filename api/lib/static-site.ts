import { existsSync, lstatSync, mkdirSync, realpathSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './html.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';
import { pageHeaders } from './page-headers.ts';
import { isHashedAsset, partialMarker } from './paths.ts';
import { text } from './texts.ts';

/** How often requests look again at where the site's link points. */
const FOLLOW_LINK_MS = 1000;
/** How soon a page not built yet asks to be loaded again (Retry-After, and the page's own refresh). */
const BUILDING_RETRY_S = 5;

/**
 * Client-routed pages: one static shell answers every id below these prefixes.
 * The README gives the same rules for other static hosts.
 */
export const SHELL_REWRITES: Array<{ pattern: RegExp; shell: string }> = [
  { pattern: /^\/payment-success\/[^/]+\/?$/, shell: 'payment-success/index.html' },
  { pattern: /^\/user\/order\/[^/]+\/after-sales-service\/?$/, shell: 'user/order/detail/after-sales-service/index.html' },
  { pattern: /^\/user\/order\/[^/]+\/?$/, shell: 'user/order/detail/index.html' },
];

function splitLocale(urlPath: string): { prefix: string; rest: string } {
  const m = /^\/([a-z]{2})(\/.*)?$/.exec(urlPath);
  if (m && m[1] !== 'en' && (LOCALES as readonly string[]).includes(m[1])) return { prefix: `${m[1]}/`, rest: m[2] ?? '/' };
  return { prefix: '', rest: urlPath };
}

const isFile = (p: string) => {
  try {
    return statSync(p, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false; // ENOTDIR (a file used as a folder) and the like: no such file
  }
};

/** A path no file can have: control characters (NUL among them) or a name longer than file systems allow. */
export const impossiblePath = (urlPath: string) =>
  /\p{Cc}/u.test(urlPath) || urlPath.split('/').some((name) => Buffer.byteLength(name) > 255);

const badPath = (reply: FastifyReply) => reply.status(400).send({ code: 400, message: 'Bad path', data: null });

/** Serves the built storefront from `siteDir`: files, directory indexes, shell rewrites, a localized 404 page. */
export async function registerStaticSite(
  app: FastifyInstance,
  siteDir: string,
  apiNotFound: (req: FastifyRequest, reply: FastifyReply) => unknown,
  opts: {
    siteUrl?: string;
    /** Answers a request from a preview instead of the live site, when it carries a preview's cookie; true when it did. */
    preview?: (req: FastifyRequest, reply: FastifyReply, urlPath: string) => Promise<boolean>;
  } = {},
) {
  // siteDir may be a link to the live build (see SiteFolder): requests read the folder it named when
  // they started, and `app.refreshSite()` after a publish moves every later request to the new one.
  if (!existsSync(siteDir)) {
    // The build may not have run yet; a link left to a removed build is dropped (the next publish makes one).
    if (lstatSync(siteDir, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(siteDir);
    mkdirSync(siteDir, { recursive: true });
  }
  let root = realpathSync(siteDir);
  let headersFor = pageHeaders(root, opts.siteUrl ?? '');
  let partial = existsSync(partialMarker(root));
  let lookedAt = Date.now();
  const refresh = () => {
    lookedAt = Date.now();
    let now: string;
    try {
      now = realpathSync(siteDir);
    } catch {
      return; // the link is being replaced: the next look finds the new one
    }
    if (now === root) return;
    root = now;
    headersFor = pageHeaders(root, opts.siteUrl ?? '');
    partial = existsSync(partialMarker(root));
  };
  app.decorate('refreshSite', refresh);
  await app.register(fastifyStatic, {
    root: realpathSync(siteDir),
    serve: false,
    cacheControl: false,
    // The build writes .br and .gz beside each text file; the encoding the client accepts is sent.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed scripts and styles never change; pages and media must be revalidated.
      const immutable = isHashedAsset(filePath);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });

  /** A page the shop has no file for yet: its first build is running (no site, or only its first pages). */
  const building = (reply: FastifyReply, locale: Locale) => {
    const home = locale === DEFAULT_LOCALE ? '/' : `/${locale}/`;
    return reply
      .status(503)
      .header('Retry-After', String(BUILDING_RETRY_S))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
          `<meta name="robots" content="noindex"><meta http-equiv="refresh" content="${BUILDING_RETRY_S}">` +
          `<title>${escapeHtml(text(locale, 'api.site.buildingTitle'))}</title>` +
          `<h1>${escapeHtml(text(locale, 'api.site.buildingTitle'))}</h1><p>${escapeHtml(text(locale, 'api.site.building'))}</p>` +
          `<p><a href="${home}">${escapeHtml(text(locale, 'api.site.toHome'))}</a></p></html>`,
      );
  };

  const send = (reply: FastifyReply, urlPath: string, root: string, headers: typeof headersFor, partial: boolean) => {
    const { file, status } = resolveSitePath(root, urlPath);
    reply.headers(headers(reply.request, file));
    if ((partial && status === 404) || !isFile(path.join(root, file))) return building(reply, localeOfPath(urlPath));
    return reply.status(status).sendFile(file, root);
  };

  app.get('/*', async (req, reply) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.url.split('?')[0]);
    } catch {
      return badPath(reply);
    }
    if (impossiblePath(urlPath)) return badPath(reply);
    // Unknown API calls and media stay envelopes/plain 404s, never the HTML page.
    if (urlPath.startsWith('/api/') || urlPath.startsWith('/media/')) return apiNotFound(req, reply);
    if (opts.preview && (await opts.preview(req, reply, urlPath))) return reply;
    // A publish another instance's worker made live is followed within a second (the one that
    // finished it refreshes at once).
    if (Date.now() - lookedAt > FOLLOW_LINK_MS) refresh();
    // One request reads one build, even if a publish goes live meanwhile.
    return send(reply, urlPath, root, headersFor, partial);
  });
}

/** The locale a path is under ('en' when it has no prefix). */
export const localeOfPath = (urlPath: string): Locale => (splitLocale(urlPath).prefix.slice(0, 2) || DEFAULT_LOCALE) as Locale;

/**
 * The file of a site folder that answers `urlPath` (relative to `root`) and its status: the file,
 * its folder's index, a client-routed page's shell, or the 404 page of the locale it is under.
 */
export function resolveSitePath(root: string, urlPath: string): { file: string; status: 200 | 404 } {
  const { prefix, rest } = splitLocale(urlPath);
  const rewrite = SHELL_REWRITES.find((r) => r.pattern.test(rest));
  // A shell this build does not have (its page is not written yet) leaves the path unknown.
  if (rewrite && isFile(path.join(root, prefix + rewrite.shell))) return { file: prefix + rewrite.shell, status: 200 };
  const target = path.join(root, path.normalize(urlPath));
  if (target.startsWith(root)) {
    if (isFile(target)) return { file: path.relative(root, target), status: 200 };
    const index = path.join(target, 'index.html');
    if (isFile(index)) return { file: path.relative(root, index), status: 200 };
  }
  return { file: prefix ? `${prefix}404/index.html` : '404.html', status: 404 };
}
