import { useSnapshot } from 'valtio/react';
import { useShellI18n } from '../i18n/useShellI18n';
import { closeLoginModal, completeLogin, loginModalStore } from '@careers/shared/state';
import { Modal } from '@careers/shared/ui';
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
  const { isOpen } = useSnapshot(loginModalStore);
  if (!isOpen) return null;
  const dismiss = () => {
    closeLoginModal();
    onDismiss();
  };
  return (
    <Modal open title={t('shell.login.title')} onClose={dismiss}>
      <LoginForm onLoggedIn={() => void completeLogin(pageId)} />
    </Modal>
  );
}
