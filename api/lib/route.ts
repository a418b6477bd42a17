import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AuthUser } from './auth.ts';
import { optionalUser, requireBuilder, requireEditor, requireOperator, requirePublisher, requireUser } from './auth.ts';
import type { Auth, Call, CallArgs, CallOutput } from './contract.ts';
import { now } from './clock.ts';
import type { Context } from './context.ts';
import type { CountrySet } from './countries.ts';
import { Code, invalid, type Envelope } from './envelope.ts';
import { answerDigest } from './digest.ts';
import { localeOf } from './request.ts';
import { withChanges } from './reads/changes.ts';
import type { App } from './types.ts';
import { describeIssues } from './validation.ts';

const ANSWER = Symbol('answer');

/** A successful answer whose envelope carries a message other than "success". */
export interface Answer<T> {
  [ANSWER]: true;
  data: T;
  message: string;
}
export const answer = <T>(data: T, message: string): Answer<T> => ({ [ANSWER]: true, data, message });
const isAnswer = (value: unknown): value is Answer<unknown> => typeof value === 'object' && value !== null && ANSWER in value;

const PREBUILT = Symbol('prebuilt');
/** An answer's whole envelope already serialized (a cached answer: its UTF-8 bytes): sent as is. */
export interface Prebuilt {
  [PREBUILT]: true;
  json: string | Buffer;
}
export const prebuilt = (json: string | Buffer): Prebuilt => ({ [PREBUILT]: true, json });
const isPrebuilt = (value: unknown): value is Prebuilt => typeof value === 'object' && value !== null && PREBUILT in value;

type UserOf<A extends Auth> = A extends 'required' | 'editor' | 'operator' ? AuthUser : AuthUser | null;
type Result<T> = T | Answer<T> | Prebuilt;

export type Handler<C extends Call> = (
  ctx: Context<UserOf<C['auth']>>,
  args: CallArgs<C>,
  req: FastifyRequest,
) => Promise<Result<CallOutput<C>>> | Result<CallOutput<C>>;

export interface RouteOptions<C extends Call = Call> {
  /** Per-route Fastify config, e.g. `{ rateLimit: {...} }`. */
  config?: RouteShorthandOptions['config'];
  /** A body limit in bytes below the app's BODY_LIMIT (413 above). */
  bodyLimit?: number;
  /**
   * An answer ready without any work (a read cache hit), asked after validation and auth, before
   * the handler: it writes nothing, so it is sent without gathering the changes of writes.
   */
  ready?: (ctx: Context<UserOf<C['auth']>>, args: CallArgs<C>) => Prebuilt | undefined;
}

/** A shopper's answers must not be kept by browsers or shared caches, whatever their outcome (see auth-setup.ts for calls sent with a token). */
const noStore: NonNullable<RouteShorthandOptions['onSend']> = (_req, reply, payload, done) => {
  reply.header('Cache-Control', 'no-store');
  done(null, payload);
};

const authHooks: Record<Auth, RouteShorthandOptions['onRequest'] | undefined> = {
  none: undefined,
  token: undefined,
  optional: optionalUser,
  required: requireUser,
  editor: requireEditor,
  publisher: requirePublisher,
  operator: requireOperator,
  builder: requireBuilder,
};

/** The `country_code` a call names, if its schemas have one. */
function namedCountry(args: { query: unknown; body: unknown }): string | undefined {
  for (const part of [args.body, args.query]) {
    if (part && typeof part === 'object' && 'country_code' in part) {
      const code = (part as { country_code?: unknown }).country_code;
      if (typeof code === 'string') return code;
    }
  }
  return undefined;
}

/**
 * Registers the Fastify route of a contract: its method and path, its schemas (strict, checked before
 * the handler), its auth hook, and a handler that receives the request context and the parsed input
 * and returns the envelope's data. Under NODE_ENV=test every answer is checked against the
 * contract's response schema, so a handler that returns a field the contract lacks fails its tests.
 */
export function route<C extends Call>(app: App, call: C, handler: Handler<C>, options: RouteOptions<C> = {}): void {
  const checkResponse = app.config.NODE_ENV === 'test';
  const ready = options.ready;
  const isPrivate = call.auth !== 'none' && call.auth !== 'optional';
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
    },
    onRequest: authHooks[call.auth],
    ...(isPrivate ? { onSend: noStore } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: { ...options.config, private: isPrivate },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const args = { params: req.params, query: req.query, body: req.body } as CallArgs<C>;
      const country = namedCountry(args);
      const ctx = (contextNow(app, req, country) ?? (await contextOf(app, req, country))) as Context<UserOf<C['auth']>>;
      // What the call's writes change reaches the read cache once the handler (and its transactions) are done.
      const result = ready?.(ctx, args) ?? (await withChanges(app.reads, async () => handler(ctx, args, req)));
      const unlessTagged = req.headers['if-none-match'];
      if (isPrebuilt(result)) {
        if (unlessTagged !== undefined) return sendUnlessTagged(reply, unlessTagged, result.json);
        return reply.type('application/json; charset=utf-8').send(result.json);
      }
      const data = isAnswer(result) ? result.data : result;
      if (checkResponse) {
        const checked = call.response.safeParse(data);
        if (!checked.success) {
          req.log.error({ issues: checked.error.issues }, `${call.method} ${call.path} answered outside its contract`);
          throw new Error(`response of ${call.method} ${call.path} breaks its contract: ${describeIssues(checked.error)}`);
        }
      }
      const envelope: Envelope<unknown> = { code: Code.ok, message: isAnswer(result) ? result.message : 'success', data: data ?? null };
      if (unlessTagged !== undefined) return sendUnlessTagged(reply, unlessTagged, JSON.stringify(envelope));
      return reply.send(envelope);
    },
  });
}

const entityTags = new WeakMap<Buffer, string>();
/** An answer's entity tag: the digest of its bytes (made once per cached answer), as the build digests what it reads (src/lib/build-api.ts). */
function entityTag(json: string | Buffer): string {
  const known = typeof json === 'string' ? undefined : entityTags.get(json);
  if (known) return known;
  const tag = `"${answerDigest(json)}"`;
  if (typeof json !== 'string') entityTags.set(json, tag);
  return tag;
}

/**
 * A conditional read (If-None-Match, which the build sends with the digest of the answer it had):
 * `304 Not Modified` with no body when the answer is the same, else the answer with its tag. Only
 * such requests get an entity tag: no browser is told one to ask again with.
 */
function sendUnlessTagged(reply: FastifyReply, unlessTagged: string, json: string | Buffer) {
  const tag = entityTag(json);
  reply.header('ETag', tag);
  if (unlessTagged.split(',').some((t) => t.trim() === tag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Builds the request context; a named country must be one the shop has. */
async function contextOf(app: App, req: FastifyRequest, country: string | undefined): Promise<Context> {
  let countries = await app.countries.get();
  if (country !== undefined && !countries.codes.has(country)) {
    // A country added since the copy was read counts at once; an unknown one costs one small query.
    app.countries.invalidate();
    countries = await app.countries.get();
    if (!countries.codes.has(country)) throw invalid(`country_code: unknown country ${country}`);
  }
  return contextWith(app, req, countries, country);
}

/** The request context without waiting, when the instance's copy of the countries is at hand and knows the named country. */
function contextNow(app: App, req: FastifyRequest, country: string | undefined): Context | undefined {
  const countries = app.countries.current();
  if (!countries || (country !== undefined && !countries.codes.has(country))) return undefined;
  return contextWith(app, req, countries, country);
}

function contextWith(app: App, req: FastifyRequest, countries: CountrySet, country: string | undefined): Context {
  return {
    db: app.db,
    user: req.user,
    locale: localeOf(req),
    country: country ?? countries.fallback,
    defaultCountry: countries.fallback,
    countries,
    ip: req.ip,
    log: req.log,
    now,
    config: app.config,
    limits: app.limits,
    mailer: app.mailer,
  };
}
