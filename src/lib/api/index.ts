import { $token, clearSession } from '../../stores/auth.ts';
import { local, STORAGE_KEYS } from '../storage.ts';
import { openOverlay } from '../../stores/ui.ts';
import type { Call, CallInput, CallOutput } from '../../../api/lib/contract.ts';
import { createApiClient, type RequestOptions } from './client.ts';
import type { Route } from './route.ts';

/** Where the browser finds the API: PUBLIC_API_BASE at build time, /api by default. */
export const API_BASE: string = import.meta.env.PUBLIC_API_BASE || '/api';

export const api = createApiClient({
  baseUrl: API_BASE,
  tokens: { get: () => $token.get(), set: (t) => $token.set(t), clear: clearSession, latest: () => local.get(STORAGE_KEYS.token) },
  onAuthRequired: () => openOverlay('login'),
  locale: () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en'),
});

/** A call's input is optional when every field of it is. */
type Args<C extends Call> =
  object extends CallInput<C> ? [input?: CallInput<C>, options?: RequestOptions] : [input: CallInput<C>, options?: RequestOptions];

/** The storefront's function for one call, derived from its contract's route (src/lib/api/calls.ts). */
export const bind =
  <C extends Call>(r: Route<C>) =>
  (...[input, options]: Args<C>): Promise<CallOutput<C>> =>
    api.request(r, input, options);
