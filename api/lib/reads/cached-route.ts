import type { AuthUser } from '../auth.ts';
import type { Call, CallArgs, CallOutput } from '../contract.ts';
import type { Context } from '../context.ts';
import { Code } from '../envelope.ts';
import { prebuilt, route, type Handler, type RouteOptions } from '../route.ts';
import type { App } from '../types.ts';
import { describeIssues } from '../validation.ts';
import { inLocaleToo, type Tag } from './tags.ts';

interface DataPolicy<C extends Call> {
  /** The shopper-neutral answer (no likes, nothing of the caller's own): computed with no user in its context. */
  compute: (ctx: Context, args: CallArgs<C>) => Promise<CallOutput<C>>;
  /** What the answer shows and rests on (./tags.ts); `all` is added. */
  tags: (data: CallOutput<C>, args: CallArgs<C>) => Tag[];
  /** The signed-in shopper's own parts, laid over a copy of the cached answer (is_like). */
  personal?: (ctx: Context<AuthUser>, data: CallOutput<C>) => Promise<CallOutput<C>>;
}

/**
 * An answer assembled as JSON bytes from parts kept as bytes (the build's bulk product pages): its
 * `data` never becomes objects or text in the API. Checked against the call's contract in tests all the same.
 */
interface BytesPolicy<C extends Call> {
  /** The UTF-8 JSON of the answer's `data`, and what it shows and rests on; `all` is added. */
  computeBytes: (ctx: Context, args: CallArgs<C>) => Promise<{ data: Buffer; tags: Tag[] }>;
  personal?: never;
}

export type CachePolicy<C extends Call> = DataPolicy<C> | BytesPolicy<C>;

/** The envelope's JSON around its data: `{"code":200,"message":"success","data":` and `}`. */
const OK_HEAD = Buffer.from(`${JSON.stringify({ code: Code.ok, message: 'success' }).slice(0, -1)},"data":`);
const OK_TAIL = Buffer.from('}');

// lang and country_code are in the key as the locale and country they resolved to.
const dropResolved = (k: string, v: unknown) => (k === 'lang' || k === 'country_code' ? undefined : v);

/**
 * The cache key of a call's answer: the call, the locale and countries it is in, and its input as its
 * schemas parsed it. A part the call has no schema for (a body sent to a call that takes none) is
 * left out: the answer does not depend on it.
 */
export function keyOf(call: Call, ctx: Context, args: CallArgs<Call>): string {
  const input = [call.params && args.params, call.query && args.query, call.body && args.body];
  return `${call.method} ${call.path}|${ctx.locale}|${ctx.country}|${ctx.defaultCountry}|${JSON.stringify(input, dropResolved)}`;
}

/** Every call answered from the read cache (for the test that holds the tags' vocabulary). */
export const cachedCalls = new Set<Call>();

/**
 * Registers a catalogue call whose answer is served from the read cache (app.reads). A hit sends the
 * stored envelope JSON as is; visitors share it, and a signed-in shopper gets a copy with `personal`
 * applied, so the shared entry never holds anyone's likes.
 */
export function cachedRoute<C extends Call>(
  app: App,
  call: C,
  policy: CachePolicy<C>,
  options: Pick<RouteOptions<C>, 'config'> = {},
): void {
  cachedCalls.add(call);
  const checkResponse = app.config.NODE_ENV === 'test';
  const personal = policy.personal;
  const handler = async (ctx: Context<AuthUser | null>, args: CallArgs<C>) => {
    const key = keyOf(call, ctx, args as CallArgs<Call>);
    const json =
      app.reads.peek(key) ??
      (await app.reads.fill(key, async () => {
        const check = (data: unknown) => {
          const checked = call.response.safeParse(data);
          if (!checked.success)
            throw new Error(`response of ${call.method} ${call.path} breaks its contract: ${describeIssues(checked.error)}`);
        };
        // Whoever asks first, the shared entry is a visitor's answer.
        const visitor: Context = { ...ctx, user: null };
        if ('computeBytes' in policy) {
          const { data, tags } = await policy.computeBytes(visitor, args);
          if (checkResponse) check(JSON.parse(data.toString('utf8')));
          return { json: Buffer.concat([OK_HEAD, data, OK_TAIL]), tags: inLocaleToo(tags, ctx.locale) };
        }
        const data = await policy.compute(visitor, args);
        if (checkResponse) check(data);
        return {
          json: JSON.stringify({ code: Code.ok, message: 'success', data }),
          tags: inLocaleToo(policy.tags(data, args), ctx.locale),
        };
      }));
    if (personal && ctx.user)
      return personal(ctx as Context<AuthUser>, (JSON.parse(json.toString('utf8')) as { data: CallOutput<C> }).data);
    return prebuilt(json);
  };
  // A hit for a visitor is the stored bytes as they are; a signed-in shopper's copy is made in the
  // handler (its personal parts may write, e.g. the viewing history).
  const ready = (ctx: Context<AuthUser | null>, args: CallArgs<C>) => {
    if (personal && ctx.user) return undefined;
    const json = app.reads.peek(keyOf(call, ctx, args as CallArgs<Call>));
    return json && prebuilt(json);
  };
  route(app, call, handler as Handler<C>, { ...options, ready: ready as RouteOptions<C>['ready'] });
}
