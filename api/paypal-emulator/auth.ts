import { createHmac, randomBytes } from 'node:crypto';
import { sameSecret } from '../lib/secrets.ts';

/** The emulator's REST app: its public client id, and the secret of this installation (`sandboxSecrets`). */
export const EMULATOR_CLIENT_ID = 'emulator-client-id';

/** Whether an OAuth token request's `Authorization: Basic …` names the emulator's client id and secret. */
export function clientCredentialsMatch(clientSecret: string, authorization: string | undefined): boolean {
  const basic = /^Basic (\S+)$/.exec(authorization ?? '')?.[1];
  if (!basic) return false;
  return sameSecret(Buffer.from(basic, 'base64').toString('utf8'), `${EMULATOR_CLIENT_ID}:${clientSecret}`);
}

const NONCE_CHARS = 32;
const mac = (clientSecret: string, nonce: string) => createHmac('sha256', clientSecret).update(`access-token:${nonce}`).digest('base64url');

/**
 * An access token is opaque to clients, as PayPal's are; the emulator makes it a nonce and its HMAC
 * under the client secret, so every instance sharing DATA_DIR accepts it without storing it.
 */
export function issueAccessToken(clientSecret: string): string {
  const nonce = randomBytes(24).toString('base64url');
  return `A21AA${nonce}${mac(clientSecret, nonce)}`;
}

/** Whether `Authorization: Bearer …` carries a token this installation issued. */
export function accessTokenValid(clientSecret: string, authorization: string | undefined): boolean {
  const token = /^Bearer A21AA(\S+)$/.exec(authorization ?? '')?.[1];
  if (!token || token.length <= NONCE_CHARS) return false;
  return sameSecret(token.slice(NONCE_CHARS), mac(clientSecret, token.slice(0, NONCE_CHARS)));
}
