import ky, { type KyInstance } from 'ky';
import type { Call, CallInput, CallOutput } from '../../../api/lib/contract.ts';
import type { Envelope } from '../../../api/lib/envelope.ts';
import { pathAndRest, type Route } from './route.ts';

/** A failed call: `code` is the envelope's code (or 0 when no answer came). */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

/**
 * The server's own words for a refusal it answered (limits, conflicts, stock, coupons: said in the
 * shopper's language), to show the shopper; '' where the caller's own translated words must stand
 * instead: no answer (network, timeout), session failures (they open the login modal), a refusal of
 * the input's form (`data.invalid`: the API's words for developers) and server failures.
 */
export function answeredMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.code === 0 || error.code >= 500 || isSessionError(error) || refusedForm(error)) return '';
  return error.message;
}

const refusedForm = (error: ApiError) => typeof error.data === 'object' && error.data !== null && 'invalid' in error.data;

/** No token, or a session that ended: the client has cleared it and opened the login modal. */
export const isSessionError = (error: unknown) => error instanceof ApiError && (error.code === 4001 || error.code === 4003);

export const NO_TOKEN_MESSAGE = '没有token，请登录';
export const REFRESH_NO_TOKEN_MESSAGE = '未返回新token';
export const REFRESH_FAILED_MESSAGE = '刷新token失败';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /** The token as other tabs left it (local storage), when they share it. */
  latest?(): string | null;
}

export interface ApiClientOptions {
  /** Where the API answers, e.g. "/api" or "https://api.example.com/api". */
  baseUrl: string;
  tokens: TokenStore;
  /** Called when a call needs a sign-in: no token, or a refresh that failed (the session is cleared first). */
  onAuthRequired?: () => void;
  /** The shopper's locale, sent as Accept-Language. */
  locale?: () => string;
  /** Spec §9: 15 s per attempt. */
  timeoutMs?: number;
  /** Spec §9: a retry waits this long times the attempt number (10 s). */
  retryDelayMs?: number;
}

export interface CallOptions {
  /** Refuse the call without a token (spec §6) instead of sending it. */
  auth?: boolean;
  json?: unknown;
  searchParams?: Record<string, string | number | boolean | undefined>;
  body?: FormData;
  signal?: AbortSignal;
}

type Method = 'get' | 'post' | 'delete' | 'put';

function parseEnvelope<T>(body: string): Envelope<T> | null {
  try {
    const parsed = JSON.parse(body) as Envelope<T> | null;
    return parsed && typeof parsed.code === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

/** Spec §9: a retry waits 10 s times the retry number (1, then 2). */
export const retryDelay = (attempt: number, unitMs = 10_000) => attempt * unitMs;

export interface RequestOptions {
  signal?: AbortSignal;
}

/**
 * The storefront's one HTTP client (spec §7): JSON, 15 s timeout, 2 retries on timeouts and network
 * failures, the token in Authorization, envelope unwrapping, and one token refresh on 4003 or 500
 * while other calls wait for it.
 */
export function createApiClient(opts: ApiClientOptions) {
  const { tokens } = opts;
  const http: KyInstance = ky.create({
    prefix: opts.baseUrl,
    timeout: opts.timeoutMs ?? 15_000,
    throwHttpErrors: false,
    retry: {
      limit: 2,
      methods: ['get', 'post', 'put', 'delete', 'head', 'options'],
      statusCodes: [],
      retryOnTimeout: true,
      delay: (attempt) => retryDelay(attempt, opts.retryDelayMs),
    },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = tokens.get();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          const locale = opts.locale?.();
          if (locale) request.headers.set('Accept-Language', locale);
        },
      ],
    },
  });

  let refreshing: Promise<string | null> | null = null;

  /**
   * One request, answered by the shop (an envelope) or by something in between (a proxy's page,
   * `fromShop: false`). A response whose body is cut off (the page is being left, the connection
   * dropped) is no answer at all: thrown as code 0, never read as a failure of the shop, which
   * would make the caller refresh a token that is fine and lose the new one with the page.
   */
  async function send<T>(method: Method, path: string, o: CallOptions): Promise<{ env: Envelope<T>; fromShop: boolean }> {
    const searchParams = o.searchParams
      ? Object.fromEntries(
          Object.entries(o.searchParams)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        )
      : undefined;
    let response: Response;
    try {
      response = await http(path.replace(/^\//, ''), { method, json: o.json, body: o.body, searchParams, signal: o.signal });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new ApiError(0, message);
    }
    let body: string;
    try {
      body = await response.text();
    } catch (error) {
      throw new ApiError(0, error instanceof Error ? error.message : String(error));
    }
    const envelope = parseEnvelope<T>(body);
    // No envelope (e.g. a proxy's error page): nothing in the shop's words, so callers say it their way.
    if (!envelope) return { env: { code: response.ok ? 500 : response.status, message: '', data: null as T }, fromShop: false };
    return { env: envelope, fromShop: true };
  }

  async function refresh(): Promise<string | null> {
    const used = tokens.get();
    const env = await send<{ token?: string }>('get', '/user/refreshToken', {}).then(
      (answer) => (answer.fromShop ? answer.env : null),
      () => null,
    );
    // The shop could not be asked (offline, or down: no answer, 5xx, 503): the session may be fine,
    // so it is kept and only this call fails; an answer that refuses the refresh ends it below.
    // (Thrown as no answer, so callers say it in their own translated words.)
    if (!env || (env.code >= 500 && env.code < 600)) throw new ApiError(0, '');
    const token = env.code === 200 ? env.data?.token : undefined;
    if (token) {
      tokens.set(token);
      return token;
    }
    // Refresh tokens are single use: another tab that refreshed first holds the session's new token.
    const latest = tokens.latest?.();
    if (latest && latest !== used) {
      tokens.set(latest);
      return latest;
    }
    tokens.clear();
    opts.onAuthRequired?.();
    throw new ApiError(env.code, env.code === 200 ? REFRESH_NO_TOKEN_MESSAGE : REFRESH_FAILED_MESSAGE);
  }

  /** Starts a refresh, or joins the one already running. */
  function refreshOnce(): Promise<string | null> {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function call<T>(method: Method, path: string, o: CallOptions = {}): Promise<T> {
    if (o.auth && !tokens.get()) {
      opts.onAuthRequired?.();
      throw new ApiError(4001, NO_TOKEN_MESSAGE);
    }
    // Calls made while a refresh runs wait for its new token.
    if (refreshing) await refreshing.catch(() => null);
    const sentWith = tokens.get();
    const first = await send<T>(method, path, o);
    let env = first.env;
    if (first.fromShop && (env.code === 4003 || env.code === 500) && tokens.get()) {
      // A refresh that finished while this call was out has already replaced its token.
      if (tokens.get() === sentWith) await refreshOnce();
      env = (await send<T>(method, path, o)).env;
    }
    if (env.code !== 200) throw new ApiError(env.code, env.message, env.data);
    return env.data;
  }

  /** A call of the API by its contract's route: input and answer are typed by the contract. */
  function request<C extends Call>(r: Route<C>, input?: CallInput<C>, o: RequestOptions = {}): Promise<CallOutput<C>> {
    const method = r.method.toLowerCase() as Method;
    const auth = r.auth === 'required' || r.auth === 'token' || r.auth === 'editor' || r.auth === 'publisher';
    if (r.input === 'form') return call(method, r.path, { auth, body: input as FormData, signal: o.signal });
    const { path, rest } = pathAndRest(r.path, input as Record<string, unknown> | undefined);
    const hasRest = Object.keys(rest).length > 0;
    if (r.input === 'body') return call(method, path, { auth, json: rest, signal: o.signal });
    return call(method, path, { auth, searchParams: hasRest ? (rest as CallOptions['searchParams']) : undefined, signal: o.signal });
  }

  return {
    request,
    get: <T>(path: string, o?: CallOptions) => call<T>('get', path, o),
    post: <T>(path: string, o?: CallOptions) => call<T>('post', path, o),
    delete: <T>(path: string, o?: CallOptions) => call<T>('delete', path, o),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
