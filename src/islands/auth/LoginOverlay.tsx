import { useEffect } from 'react';
import { REDIRECT_PARAM } from '../../lib/auth-redirect.ts';
import { $token } from '../../stores/auth.ts';
import { closeOverlay, openOverlay } from '../../stores/ui.ts';
import { useLazyOverlay } from '../common/useLazyOverlay.ts';
import type { LoginMessages } from './messages.ts';

type ModalProps = { open: boolean; onClose: () => void; messages: LoginMessages; privacyHref: string; locale: string };

interface Props {
  messages: LoginMessages;
  privacyHref: string;
  locale: string;
}

/**
 * Mounted once by the layout: opens the login modal when `$overlay` is 'login', loading the modal's
 * code on first use. A page reached through the redirect rule (`?redirect=`) opens it at once.
 */
export default function LoginOverlay({ messages, privacyHref, locale }: Props) {
  const { Component: Modal, open } = useLazyOverlay<ModalProps>('login', () => import('./LoginModal.tsx'));

  useEffect(() => {
    if (!$token.get() && new URLSearchParams(window.location.search).has(REDIRECT_PARAM)) openOverlay('login');
  }, []);

  if (!Modal) return null;
  return <Modal open={open} onClose={closeOverlay} messages={messages} privacyHref={privacyHref} locale={locale} />;
}
