import { useState } from 'react';
import { isSessionError } from '../../lib/api/client.ts';
import { $token } from '../../stores/auth.ts';
import { toast } from '../../stores/toast.ts';
import { openOverlay } from '../../stores/ui.ts';

/**
 * A button's call that only a signed-in shopper may make (the likes of products, posts and stories):
 * signed out, a tap opens the login modal instead; one call at a time; a failure shows `failure` as
 * a toast, except an expired session, which the API client already answers with the login modal.
 */
export function useSignedInAction<R>(call: () => Promise<R>, done: (result: R) => void, failure: string) {
  const [busy, setBusy] = useState(false);
  function act() {
    if (!$token.get()) {
      openOverlay('login');
      return;
    }
    if (busy) return;
    setBusy(true);
    call()
      .then(done)
      .catch((error) => {
        if (!isSessionError(error)) toast.error(failure);
      })
      .finally(() => setBusy(false));
  }
  return { busy, act };
}
