import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../api/modules/user/schema.ts';
import { $token, $user, clearSession } from '../../src/stores/auth.ts';
import { $toasts, dismissToast, toast } from '../../src/stores/toast.ts';

const user: UserInfo = {
  id: 7,
  username: 'rosa',
  avatar: null,
  age: 31,
  country: 'DE',
  gender: 'female',
  email: 'rosa@example.com',
  like_num: 2,
  history_num: 5,
  answers: {},
};

describe('the session stores', () => {
  it('ending the session clears the token and the user together', () => {
    $token.set('tok');
    $user.set(user);
    clearSession();
    expect($token.get()).toBeNull();
    expect($user.get()).toBeNull();
  });
});

describe('the toast store', () => {
  afterEach(() => {
    vi.useRealTimers();
    $toasts.set([]);
  });

  it('shows toasts in order, dismisses one by id, and lets each go by itself', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', globalThis);
    const a = toast.success('Logout successful');
    const b = toast.error('Upload failed', 'File must be smaller than 5MB');
    expect($toasts.get()).toEqual([
      { id: a, kind: 'success', text: 'Logout successful', detail: undefined },
      { id: b, kind: 'error', text: 'Upload failed', detail: 'File must be smaller than 5MB' },
    ]);
    dismissToast(a);
    expect($toasts.get().map((t) => t.id)).toEqual([b]);
    vi.runAllTimers();
    expect($toasts.get()).toEqual([]);
    vi.unstubAllGlobals();
  });
});
