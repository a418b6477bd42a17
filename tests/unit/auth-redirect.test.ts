import { describe, expect, it } from 'vitest';
import { afterLoginTarget, loginRedirectUrl, safeRedirect } from '../../src/lib/auth-redirect.ts';
import { checkAvatarFile, sha256Hex } from '../../src/islands/user/avatar-upload.ts';

const origin = 'https://shop.example';

describe('the login redirect rule', () => {
  it('sends a signed-out shopper to the home page of the locale with the original path and query', () => {
    expect(loginRedirectUrl('', '/user/like?page=2')).toBe('/?redirect=%2Fuser%2Flike%3Fpage%3D2');
    expect(loginRedirectUrl('/de', '/de/user')).toBe('/de/?redirect=%2Fde%2Fuser');
  });

  it('follows same-origin paths only', () => {
    expect(safeRedirect('/user', origin)).toBe('/user');
    expect(safeRedirect('/de/user/like?x=1#top', origin)).toBe('/de/user/like?x=1#top');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'user', '', '/\t/evil.example', null]) {
      expect(safeRedirect(bad, origin), String(bad)).toBeNull();
    }
  });

  it('reads the target from the page URL after login, or none (reload)', () => {
    expect(afterLoginTarget(`${origin}/?redirect=%2Fuser%2Fhistory`)).toBe('/user/history');
    expect(afterLoginTarget(`${origin}/?redirect=https%3A%2F%2Fevil.example`)).toBeNull();
    expect(afterLoginTarget(`${origin}/shop`)).toBeNull();
  });
});

describe('the avatar file check', () => {
  it('takes JPEG and PNG up to 5 MB and refuses other types and larger files', () => {
    expect(checkAvatarFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/png', size: 10 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe('type');
    expect(checkAvatarFile({ type: '', size: 10 })).toBe('type');
    expect(checkAvatarFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('size');
  });

  it('hashes the whole file as sha256 hex', async () => {
    const bytes = new TextEncoder().encode('abc');
    expect(await sha256Hex(bytes.buffer)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
