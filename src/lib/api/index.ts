import { $token, clearSession } from '../../stores/auth.ts';
import { local, STORAGE_KEYS } from '../storage.ts';
import { openOverlay } from '../../stores/ui.ts';
import { createApiClient } from './client.ts';

/** Where the browser finds the API: PUBLIC_API_BASE at build time, /api by default. */
export const API_BASE: string = import.meta.env.PUBLIC_API_BASE || '/api';

export const api = createApiClient({
  baseUrl: API_BASE,
  tokens: { get: () => $token.get(), set: (t) => $token.set(t), clear: clearSession, latest: () => local.get(STORAGE_KEYS.token) },
  onAuthRequired: () => openOverlay('login'),
  locale: () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en'),
});
