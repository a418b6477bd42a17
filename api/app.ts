import path from 'node:path';
import { mkdirSync } from 'node:fs';
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { Code } from './lib/envelope.ts';
import { CountryDirectory } from './lib/countries.ts';
import { ReadCache } from './lib/reads/cache.ts';
import { registerDraining } from './lib/draining.ts';
import { registerErrorHandling, sendFailure } from './lib/errors.ts';
import { registerStaticSite } from './lib/static-site.ts';
import type { App } from './lib/types.ts';
import { zodValidatorCompiler } from './lib/validation.ts';
import { mediaDir } from './lib/paths.ts';
import siteRoutes from './modules/site/routes.ts';
import opsRoutes, { registerMetrics } from './modules/ops/routes.ts';
import operatorRoutes from './modules/operator/routes.ts';
import productRoutes from './modules/products/routes.ts';
import reviewRoutes from './modules/reviews/routes.ts';
import searchRoutes from './modules/search/routes.ts';
import solvedProblemRoutes from './modules/solved-problems/routes.ts';
import curatedRoutes from './modules/curated/routes.ts';
import quizRoutes from './modules/quiz/routes.ts';
import campaignRoutes from './modules/campaigns/routes.ts';
import subscribeRoutes from './modules/subscribe/routes.ts';
import { registerAuth } from './lib/auth-setup.ts';
import authRoutes from './modules/auth/routes.ts';
import userRoutes from './modules/user/routes.ts';
import likesRoutes from './modules/likes/routes.ts';
import uploadRoutes from './modules/upload/routes.ts';
import cartRoutes from './modules/cart/routes.ts';
import orderRoutes from './modules/orders/routes.ts';
import paymentSyncRoutes from './modules/orders/payment-sync.ts';
import { registerOutboxWorker } from './modules/messages/worker.ts';
import paymentRoutes from './modules/payments/routes.ts';
import { callbackSecret, registerPayments } from './modules/payments/setup.ts';
import shippingCallbackRoutes from './modules/orders/shipping-callback.ts';
import editorRoutes from './modules/editor/routes.ts';
import buildRoutes from './modules/build/routes.ts';
import publishRoutes from './modules/publish/routes.ts';
import { PublishJobs } from './modules/publish/jobs.ts';
import { originSync } from './modules/publish/origin-sync.ts';
import { previewSite } from './modules/publish/preview-site.ts';
import homeRoutes from './modules/home/routes.ts';
import momentRoutes from './modules/moments/routes.ts';
import experienceRoutes from './modules/experiences/routes.ts';
import formRoutes from './modules/forms/routes.ts';
import eventRoutes from './modules/events/routes.ts';
import { registerEvents } from './modules/events/setup.ts';
import blogRoutes from './modules/blog/routes.ts';
import faqRoutes from './modules/faq/routes.ts';
import articleRoutes from './modules/articles/routes.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** When set, the built storefront in this folder is served beside the API. */
  siteDir?: string;
  logger?: boolean;
}

/** Builds the shop's HTTP app: the API under /api, media, and optionally the static site. Does not listen. */
export async function buildApp({ config, database, siteDir, logger = true }: AppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] } : false,
    // Per-request lines only when debugging; errors are always logged.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.LOG_LEVEL) }),
    bodyLimit: config.BODY_LIMIT,
    // Fastify accepts a hop count at run time; its types list only the other forms.
    trustProxy: (config.TRUST_PROXY ?? false) as boolean | string[],
    // Shutting down refuses outside requests itself (api/lib/draining.ts).
    return503OnClosing: false,
    // A client that trickles its request (headers or body) is answered 408 and cut off, checked every
    // second. Node applies these only when given to the server at its creation.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
      connectionsCheckingInterval: 1_000,
    },
    // A URL Fastify cannot route (bad escapes, a path parameter too long) still gets an envelope.
    frameworkErrors: sendFailure,
  }).withTypeProvider<import('./lib/types.ts').ZodProvider>() as App;

  // Every route the app registers, as tests and tools see them (for instance: every /api route has a contract).
  const routeTable: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routeTable.push({ method, url: r.url });
  });
  app.decorate('routeTable', routeTable);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('countries', new CountryDirectory(database.db));
  const reads = new ReadCache(
    database.db,
    {
      megabytes: config.READ_CACHE_MB,
      ttlSeconds: config.READ_CACHE_TTL_SECONDS,
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
    },
    app.log,
  );
  await reads.start();
  app.decorate('reads', reads);
  app.addHook('onClose', () => reads.close());
  app.setValidatorCompiler(zodValidatorCompiler);
  registerErrorHandling(app);
  registerDraining(app);
  // No answer of this server is ever to be sniffed into another type (a JSON envelope read as HTML).
  // Hooks on every answer take a callback: an async one costs a promise per request.
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    done(null, payload);
  });
  registerMetrics(app);
  await registerAuth(app);
  await registerPayments(app);
  registerOutboxWorker(app);
  registerEvents(app);

  if (config.CORS_ORIGIN) {
    await app.register(cors, { origin: config.CORS_ORIGIN.split(',').map((o) => o.trim()), credentials: false });
  }

  const media = mediaDir(config);
  mkdirSync(media, { recursive: true });
  await app.register(fastifyStatic, {
    root: path.resolve(media),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Cache-Control', 'public, max-age=86400');
    },
  });

  const noSuchCall = (req: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ code: Code.notFound, message: `No such call: ${req.method} ${req.url.split('?')[0]}`, data: null });
  app.setNotFoundHandler(noSuchCall);

  await app.register(
    async (api) => {
      api.setNotFoundHandler(noSuchCall);
      await api.register(siteRoutes);
      await api.register(opsRoutes);
      await api.register(operatorRoutes);
      await api.register(productRoutes);
      await api.register(reviewRoutes);
      await api.register(searchRoutes);
      await api.register(solvedProblemRoutes);
      await api.register(curatedRoutes);
      await api.register(quizRoutes);
      await api.register(campaignRoutes);
      await api.register(subscribeRoutes);
      await api.register(editorRoutes);
      await api.register(buildRoutes);
      await api.register(publishRoutes);
      await api.register(formRoutes);
      await api.register(eventRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(likesRoutes);
      await api.register(uploadRoutes);
      await api.register(paymentRoutes);
      await api.register(cartRoutes);
      await api.register(orderRoutes);
      await api.register(paymentSyncRoutes);
      await api.register(homeRoutes);
      await api.register(momentRoutes);
      await api.register(experienceRoutes);
      await api.register(blogRoutes);
      await api.register(faqRoutes);
      await api.register(articleRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(shippingCallbackRoutes, { secret: callbackSecret(config) });

  if (siteDir) {
    const publishJobs = new PublishJobs({
      db: database.db,
      siteDir,
      log: app.log,
      onLive: () => app.refreshSite?.(),
      afterLive: originSync(config, app.log),
    });
    const preview = previewSite(publishJobs, config.SITE_URL);
    await app.register(fastifyCookie);
    preview.routes(app);
    await registerStaticSite(app, siteDir, noSuchCall, { siteUrl: config.SITE_URL, preview: preview.serve });
    app.decorate('publishJobs', publishJobs);
    app.addHook('preClose', () => publishJobs.close());
  }

  return app;
}
