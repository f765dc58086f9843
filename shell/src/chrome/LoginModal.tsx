import { useSnapshot } from 'valtio/react';
import type { SessionSummary } from '@careers/shared/contracts';
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

/** The login modal (spec §4 "Login modal"), opened from anywhere through the shared store. */
export function LoginModal({ pageId, onDismiss }: LoginModalProps) {
  const { t } = useShellI18n();
  const transport = useTransport();
  const { isOpen } = useSnapshot(loginModalStore);
  if (!isOpen) return null;
  const dismiss = () => {
    closeLoginModal();
    onDismiss();
  };
  const loggedIn = async () => {
    // Without a refresh the page must learn who logged in (navbar, access rules) from the server.
    if (loginModalStore.skipRefresh) setSession(await transport.get<SessionSummary>('/api/pcsx/session'));
    await completeLogin(pageId);
  };
  return (
    <Modal open title={t('shell.login.title')} onClose={dismiss}>
      <LoginForm onLoggedIn={() => void loggedIn()} />
    </Modal>
  );
}
