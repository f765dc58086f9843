import { useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { useI18n } from '@careers/shared/i18n';
import { sessionStore } from '@careers/shared/state';
import { mq } from '@careers/shared/theme';
import { PanelFrame, useMediaQuery } from '@careers/shared/ui';
import { useJobCart } from '../cart/useJobCart';
import { usePanelFocus } from '../ui/usePanelFocus';
import './assistantPanelMessages';
import { panel } from './assistantPanelStyles';
import { assistantPanel } from './assistantStore';
import { ChatComposer } from './ChatComposer';
import { ChatFailure } from './ChatFailure';
import { ChatLog } from './ChatLog';
import { chatStore, retryLast, sendDraft } from './chatStore';
import type { AssistantPanelProps } from './LazyAssistantPanel';
import { useAssistantAsk } from './useAssistantAsk';

/**
 * The assistant's chat side panel (spec §2 Search, §9 Chat). Beside the page above 992px; at 992px and below
 * it covers the page and keeps focus inside like a dialog. The conversation lives in chatStore.
 */
export default function AssistantPanel({ onOpenPosition }: AssistantPanelProps) {
  const { t } = useI18n();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { user } = useSnapshot(sessionStore);
  const cart = useJobCart();
  const { status, error } = useSnapshot(chatStore);
  const ask = useAssistantAsk();
  // Spec §4: beside the page on screens *wider* than the chat breakpoint; at exactly 992px it overlays. Where the
  // browser cannot say (jsdom; the panel is never server-drawn), beside.
  const beside = useMediaQuery(mq.chatPanelBeside, true);
  usePanelFocus(inputRef, assistantPanel.toggleId);

  const openPosition = (id: number) => {
    // Covering the page, the panel would hide the position it just opened.
    if (!beside) assistantPanel.close();
    onOpenPosition(id);
  };

  return (
    <PanelFrame id={assistantPanel.panelId} title={t('assistant.title')} closeLabel={t('assistant.close')} onClose={assistantPanel.close} modal={!beside} frameCss={panel}>
      <ChatLog loggedIn={user.isLoggedIn} cartEnabled={cart.enabled} onOpenPosition={openPosition} />
      {status === 'error' && <ChatFailure error={error} onRetry={() => retryLast(ask)} />}
      <ChatComposer
        ref={inputRef}
        onSend={() => {
          sendDraft(ask);
          inputRef.current?.focus();
        }}
      />
    </PanelFrame>
  );
}
