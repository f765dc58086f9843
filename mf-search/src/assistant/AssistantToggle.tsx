import { useSnapshot } from 'valtio/react';
import { useI18n } from '@careers/shared/i18n';
import { sessionStore } from '@careers/shared/state';
import { notReadyStyle, useNotReady } from '@careers/shared/ui';
import { toggleButton } from '../cart/cartStyles';
import './assistantMessages';
import { ASSISTANT_PANEL_ID, ASSISTANT_TOGGLE_ID, assistantStore, toggleAssistant } from './assistantStore';

/** Opens and closes the assistant's side panel; nothing unless configs.chatbot.enabled. */
export function AssistantToggle() {
  const { t } = useI18n();
  const { open } = useSnapshot(assistantStore);
  const { configs } = useSnapshot(sessionStore);
  // Drawn by the server on the search page (issue 27): says it is not ready until the remote has taken it over.
  const notReady = useNotReady(t('assistant.notReady'));
  if (!configs?.chatbot.enabled) return null;
  return (
    <button
      id={ASSISTANT_TOGGLE_ID}
      type="button"
      css={[toggleButton, notReadyStyle]}
      {...notReady}
      aria-expanded={open}
      // Only while the panel exists: a reference to a missing element confuses screen readers.
      aria-controls={open ? ASSISTANT_PANEL_ID : undefined}
      onClick={toggleAssistant}
    >
      {t('assistant.toggle')}
    </button>
  );
}
