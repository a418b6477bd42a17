/**
 * One contract per call of the API: method, path, who may call it, strict request schemas and the
 * response schema. The Fastify route (`route()` in ./route.ts), the storefront's client and the
 * build-time client (src/lib/api/) are all derived from it, so a path or a field is written once.
 *
 * This file holds types only, so the storefront can import it without shipping zod.
 */
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'DELETE';

/**
 * - none: public.
 * - optional: public, personalised for a signed-in shopper (is_like, history); an idle session is 4003.
 * - required: a live session, else 4001 (no token) or 4003 (bad or expired token).
 * - token: the client must hold a token; the handler judges it itself (refresh, logout).
 */
/** none: anyone; optional: personalised when signed in; required: a shopper; token: the session itself; editor / operator: a signed-in editor or operator (403 for other shoppers). */
/** `builder`: the build worker, by the API's BUILD_TOKEN (see api/modules/publish/jobs.ts). */
export type Auth = 'none' | 'optional' | 'required' | 'token' | 'editor' | 'publisher' | 'operator' | 'builder';

export interface Call {
  method: Method;
  /** Fastify's syntax: `/product/getDetail/:id`; each `:name` is a field of `params`. */
  path: string;
  auth: Auth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is multipart/form-data, which the handler reads itself (uploads). */
  form?: true;
  /** The envelope's `data` on success. */
  response: z.ZodType;
}

/** Declares a call; `const` keeps the path and method literal, so clients are checked against them. */
export const defineCall = <const C extends Call>(call: C): C => call;

type In<S> = S extends z.ZodType ? z.input<S> : unknown;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a client sends: the fields of params, query and body together (form calls send FormData). */
export type CallInput<C extends Call> = C['form'] extends true ? FormData : In<C['params']> & In<C['query']> & In<C['body']>;

/** What a handler receives once the schemas have parsed the request. */
export interface CallArgs<C extends Call> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
}

/** The envelope's `data` of a successful answer. */
export type CallOutput<C extends Call> = z.output<C['response']>;

/** Where a client puts the fields that are not path parameters. */
export type InputPlace<C extends Call> = C['form'] extends true ? 'form' : C['body'] extends z.ZodType ? 'body' : 'query';
