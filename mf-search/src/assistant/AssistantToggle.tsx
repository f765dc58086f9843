import { useSnapshot } from 'valtio/react';
import { useI18n } from '@careers/shared/i18n';
import { sessionStore } from '@careers/shared/state';
import { PanelToggle } from '../ui/PanelToggle';
import './assistantMessages';
import { assistantPanel } from './assistantStore';

/** Opens and closes the assistant's side panel; nothing unless configs.chatbot.enabled. */
export function AssistantToggle() {
  const { t } = useI18n();
  const { configs } = useSnapshot(sessionStore);
  if (!configs?.chatbot.enabled) return null;
  return (
    // Drawn by the server on the search page (issue 27): says it is not ready until the remote has taken it over.
    <PanelToggle panel={assistantPanel} notReadyWords={t('assistant.notReady')}>
      {t('assistant.toggle')}
    </PanelToggle>
  );
}
