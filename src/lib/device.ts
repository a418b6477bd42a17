import { local, STORAGE_KEYS } from './storage.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LENGTH = 32;
let fallback: string | null = null;

function randomId(): string {
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps every character equally likely.
  let id = '';
  while (id.length < LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(LENGTH))) {
      if (byte < 248 && id.length < LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}

/**
 * This browser's device id (spec §9): 32 random letters and digits, made once and kept in local
 * storage. Where storage is blocked it lasts as long as the page.
 */
export function getDeviceId(): string {
  const stored = local.get(STORAGE_KEYS.deviceId);
  if (stored && /^[A-Za-z0-9]{32}$/.test(stored)) return stored;
  const id = fallback ?? randomId();
  local.set(STORAGE_KEYS.deviceId, id);
  fallback = id;
  return id;
}
