import { describe, expect, it } from 'vitest';
import { afterLoginTarget, loginGuardTarget, safeRedirect } from '../../src/lib/auth-redirect.ts';
import { checkAvatarFile, sha256Hex } from '../../src/islands/user/avatar-upload.ts';

const origin = 'https://shop.example';

describe('the login redirect rule', () => {
  const prefixed = ['de', 'ja', 'fr', 'es', 'it', 'pl', 'pt'];
  const guard = (path: string, search = '', token = false) => loginGuardTarget(path, search, token, prefixed);

  it('sends a signed-out shopper on a login-required route to the home page of the locale with the path and query', () => {
    expect(guard('/user/like', '?page=2')).toBe('/?redirect=%2Fuser%2Flike%3Fpage%3D2');
    expect(guard('/de/user')).toBe('/de/?redirect=%2Fde%2Fuser');
    for (const path of [
      '/shopping-cart',
      '/payment-error',
      '/payment-success/a1b2',
      '/user/',
      '/user/order/7/after-sales-service',
      '/pt/shopping-cart',
    ]) {
      expect(guard(path), path).not.toBeNull();
    }
  });

  it('lets public routes and signed-in shoppers through', () => {
    for (const path of [
      '/',
      '/de/',
      '/shop',
      '/users',
      '/shopping-cartx',
      '/payment-success',
      '/en/user',
      '/blog/user',
      '/products/user',
    ]) {
      expect(guard(path), path).toBeNull();
    }
    expect(guard('/user', '', true)).toBeNull();
    expect(guard('/shopping-cart', '', true)).toBeNull();
  });

  it('runs on its own, as it does inlined in every page', () => {
    const inlined = new Function(`return (${loginGuardTarget.toString()})`)() as typeof loginGuardTarget;
    expect(inlined('/ja/payment-error', '?x=1', false, prefixed)).toBe('/ja/?redirect=%2Fja%2Fpayment-error%3Fx%3D1');
  });

  it('follows same-origin paths only', () => {
    expect(safeRedirect('/user', origin)).toBe('/user');
    expect(safeRedirect('/de/user/like?x=1#top', origin)).toBe('/de/user/like?x=1#top');
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'user',
      '',
      '/\t/evil.example',
      null,
    ]) {
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
