/**
 * Serving previews. `/preview/<token>?to=<page>` puts the preview's token in a cookie and goes to
 * the page; from then on every page and file this browser asks for comes from the preview's folder
 * (unchanged pages are the live ones), with a bar saying so and a link that leaves the preview.
 * The token is the capability: whoever has the link sees the preview, for PREVIEW_HOURS. Preview
 * answers are never cached by anyone but the browser (`private, no-store`).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';
import { pageHeaders } from '../../lib/page-headers.ts';
import { localeOfPath, resolveSitePath } from '../../lib/static-site.ts';
import { text } from '../../lib/texts.ts';
import type { PublishJobs } from './jobs.ts';
import { PREVIEW_COOKIE, PREVIEW_HOURS, PREVIEW_TOKEN } from './preview.ts';

const NO_STORE = 'private, no-store';

/** The bar's look: its own element and class, so no page style reaches it (and it reaches none). */
const BAR_STYLE =
  '.mooli-preview-bar{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center;justify-content:center;padding:.5rem 1rem;' +
  'background:#1f2937;color:#fff;font:600 14px/1.4 system-ui,sans-serif;text-align:center}' +
  '.mooli-preview-bar a{color:#fff;text-decoration:underline}';
const BAR_STYLE_HASH = `sha256-${createHash('sha256').update(BAR_STYLE).digest('base64')}`;

/** A path of this site to go to: anything else (another host, a malformed value) is the home page. */
const sitePath = (to: unknown) => (typeof to === 'string' && /^\/(?![/\\])/.test(to) && !/[\s\\]/.test(to) ? to : '/');

/** The page with the bar at the top of its body and the bar's style in its head. */
function withBar(html: string, urlPath: string): string {
  const locale = localeOfPath(urlPath);
  const bar =
    `<div class="mooli-preview-bar" role="status" lang="${locale}"><span>${escapeHtml(text(locale, 'api.preview.bar'))}</span>` +
    `<a href="/preview/exit?to=${encodeURIComponent(urlPath)}">${escapeHtml(text(locale, 'api.preview.leave'))}</a></div>`;
  const styled = html.replace('</head>', `<style>${BAR_STYLE}</style></head>`);
  return styled.replace(/<body[^>]*>/, (body) => body + bar);
}

/** The preview routes, and the answer of a page request that carries a preview's cookie. */
export function previewSite(jobs: PublishJobs, siteUrl: string) {
  // The headers of the preview looked at last (previews are looked at one after the other).
  let headersOf: { dir: string; headers: ReturnType<typeof pageHeaders> } | undefined;
  const secure = (req: FastifyRequest) => siteUrl.startsWith('https:') || req.protocol === 'https';

  function routes(app: FastifyInstance) {
    app.get<{ Params: { token: string }; Querystring: { to?: string } }>('/preview/:token', async (req, reply) => {
      const to = sitePath(req.query.to);
      const { token } = req.params;
      const dir = PREVIEW_TOKEN.test(token) ? await jobs.previewFolder(token) : undefined;
      reply.header('Cache-Control', NO_STORE).header('Referrer-Policy', 'no-referrer');
      if (!dir) {
        const locale = localeOfPath(to);
        const home = locale === 'en' ? '/' : `/${locale}/`;
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
              `<meta name="robots" content="noindex"><title>${escapeHtml(text(locale, 'api.preview.expiredTitle'))}</title>` +
              `<h1>${escapeHtml(text(locale, 'api.preview.expiredTitle'))}</h1><p>${escapeHtml(text(locale, 'api.preview.expired'))}</p>` +
              `<p><a href="${home}">${escapeHtml(text(locale, 'api.preview.toLive'))}</a></p></html>`,
          );
      }
      reply.setCookie(PREVIEW_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(req),
        maxAge: PREVIEW_HOURS * 3600,
      });
      return reply.redirect(to, 303);
    });

    app.get<{ Querystring: { to?: string } }>('/preview/exit', async (req, reply) => {
      reply.clearCookie(PREVIEW_COOKIE, { path: '/' }).header('Cache-Control', NO_STORE);
      return reply.redirect(sitePath(req.query.to), 303);
    });
  }

  /** Serves `urlPath` from the preview the request's cookie names; false (and the cookie cleared) when there is none or it expired. */
  async function serve(req: FastifyRequest, reply: FastifyReply, urlPath: string): Promise<boolean> {
    const token = req.cookies[PREVIEW_COOKIE];
    if (!token) return false;
    const dir = PREVIEW_TOKEN.test(token) ? await jobs.previewFolder(token) : undefined;
    if (!dir) {
      reply.clearCookie(PREVIEW_COOKIE, { path: '/' });
      return false;
    }
    const { file, status } = resolveSitePath(dir, urlPath);
    if (!file.endsWith('.html')) {
      await reply.status(status).sendFile(file, dir);
      return true;
    }
    if (headersOf?.dir !== dir) headersOf = { dir, headers: pageHeaders(dir, siteUrl) };
    const own = headersOf.headers(req, file);
    const html = await readFile(`${dir}/${file}`, 'utf8');
    await reply
      .status(status)
      .headers({
        ...own,
        'Content-Security-Policy': own['Content-Security-Policy'].replace("style-src 'self'", `style-src 'self' '${BAR_STYLE_HASH}'`),
        'Cache-Control': NO_STORE,
        'X-Robots-Tag': 'noindex',
      })
      .type('text/html; charset=utf-8')
      .send(withBar(html, urlPath));
    return true;
  }

  return { routes, serve };
}
