import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { sandboxSecretsFile } from '../lib/paths.ts';

/**
 * The sandbox emulator's secrets: the key its webhooks are signed with, the client secret its OAuth
 * endpoint takes (and its access tokens are signed with), and the secret of the shipping callback's
 * URL tokens. Random per installation, kept in DATA_DIR (mode 0600), made on first start.
 */
export interface SandboxSecrets {
  webhookKey: string;
  clientSecret: string;
  callbackSecret: string;
}

const FIELDS = ['webhookKey', 'clientSecret', 'callbackSecret'] as const;

function parse(file: string): SandboxSecrets {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  for (const field of FIELDS) {
    if (typeof data[field] !== 'string' || (data[field] as string).length < 32)
      throw new Error(`${file} has no valid ${field}; delete the file to make new sandbox secrets`);
  }
  if (statSync(file).mode & 0o077) chmodSync(file, 0o600);
  return data as unknown as SandboxSecrets;
}

/** This installation's sandbox secrets, made the first time they are asked for. */
export function sandboxSecrets(config: Pick<Config, 'DATA_DIR'>): SandboxSecrets {
  const file = sandboxSecretsFile(config);
  try {
    return parse(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const fresh = Object.fromEntries(FIELDS.map((f) => [f, randomBytes(32).toString('base64url')])) as unknown as SandboxSecrets;
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    // A hard link appears whole and never replaces a file: of two instances starting at once, the first wins.
    linkSync(temp, file);
    unlinkSync(temp);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') unlinkSync(temp);
    // A file system without hard links still gets the file whole.
    else if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS') renameSync(temp, file);
    else throw error;
  }
  return parse(file);
}
