import { useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import type { SessionSummary } from '@careers/shared/contracts';
import { forgetLoginPlace } from '@careers/shared/location';
import { closeLoginModal, completeLogin, loginModalStore, setSession } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Modal } from '@careers/shared/ui';
import { useShellI18n } from '../i18n/useShellI18n';
import { LoginForm } from './LoginForm';

export interface LoginModalProps {
  /** Analytics page identifier of the current page: decides whether a pending action may run. */
  pageId: string;
  /** Called when the visitor closes the modal without logging in. */
  onDismiss: () => void;
}

/**
 * The login modal (spec §4 "Login modal"), opened from anywhere through the shared store. Its title
 * says why it opened ('Log in to save this job') when an action opened it, and the keyboard starts
 * on the email field: the visitor came to type, and the close button stays one Shift+Tab away.
 */
export function LoginModal({ pageId, onDismiss }: LoginModalProps) {
  const { t } = useShellI18n();
  const transport = useTransport();
  const { isOpen, reason } = useSnapshot(loginModalStore);
  const emailRef = useRef<HTMLInputElement>(null);
  if (!isOpen) return null;
  const dismiss = () => {
    // The visitor gave up the action: a later log-in must not come back to it.
    forgetLoginPlace();
    closeLoginModal();
    onDismiss();
  };
  const loggedIn = async () => {
    // Without a refresh the page must learn who logged in (navbar, access rules) from the server.
    if (loginModalStore.skipRefresh) setSession(await transport.get<SessionSummary>('/api/pcsx/session'));
    await completeLogin(pageId);
  };
  return (
    <Modal open title={t(reason ? `shell.login.reason.${reason}` : 'shell.login.title')} onClose={dismiss} initialFocusRef={emailRef}>
      <LoginForm emailRef={emailRef} onLoggedIn={() => void loggedIn()} />
    </Modal>
  );
}
