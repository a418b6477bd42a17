import { local, STORAGE_KEYS } from './storage.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_PATTERN = /^[A-Za-z0-9]{32}$/;
let fallback: string | null = null;

/** 32 random letters and digits from the browser's CSPRNG (bytes past 247 are skipped, so none is likelier). */
export function randomId(): string {
  let id = '';
  while (id.length < 32) {
    for (const b of crypto.getRandomValues(new Uint8Array(40))) if (b < 248 && id.length < 32) id += ALPHABET[b % 62];
  }
  return id;
}

/**
 * This browser's device id (spec §9): 32 random letters and digits, made once and kept in local
 * storage. Where storage is blocked it lasts as long as the page.
 */
export function getDeviceId(): string {
  const stored = local.get(STORAGE_KEYS.deviceId);
  if (stored && ID_PATTERN.test(stored)) return stored;
  const id = fallback ?? randomId();
  local.set(STORAGE_KEYS.deviceId, id);
  fallback = id;
  return id;
}
