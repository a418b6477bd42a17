import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * Ids in URLs (category `t`, payment order) are AES-encrypted with crypto-js and made URL-safe.
 * This hides sequential ids from casual view; it is not an access control (the API checks owners).
 */
const KEY: string = import.meta.env.PUBLIC_ID_CIPHER_KEY || 'mooli-storefront';

const toUrlSafe = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromUrlSafe = (s: string) => {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  return b64 + '='.repeat((4 - (b64.length % 4)) % 4);
};

/**
 * A fixed salt makes a token depend on the id only: pages built at different times link the same
 * category with the same URL (an incremental build's page equals a full build's), and each id's
 * token is derived once per process instead of once per link.
 */
const SALT = Hex.parse('6d6f6f6c692d6964');
const tokens = new Map<string, string>();

export function encryptId(id: number | string): string {
  const text = String(id);
  let token = tokens.get(text);
  if (token === undefined) {
    token = toUrlSafe(AES.encrypt(text, KEY, { salt: SALT }).toString());
    tokens.set(text, token);
  }
  return token;
}

/** The id inside a token from `encryptId`, or null for anything that is not one. */
export function decryptId(token: string | null | undefined): string | null {
  if (!token || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  try {
    const text = AES.decrypt(fromUrlSafe(token), KEY).toString(Utf8);
    // The cipher has no integrity check: an altered token decrypts to noise, which is never an id.
    return /^\d{1,15}$/.test(text) ? text : null;
  } catch {
    return null;
  }
}
