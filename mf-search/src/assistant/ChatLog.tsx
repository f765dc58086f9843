import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { useI18n } from '@careers/shared/i18n';
import { intro, log, muted } from './assistantPanelStyles';
import { ChatMessageView } from './ChatMessageView';
import { chatStore } from './chatStore';

interface ChatLogProps {
  /** The intro also names what the assistant knows of the visitor: their applications, their job cart. */
  loggedIn: boolean;
  cartEnabled: boolean;
  onOpenPosition(id: number): void;
}

/** The conversation so far, kept scrolled to its newest line, with the intro before the first question. */
export function ChatLog({ loggedIn, cartEnabled, onOpenPosition }: ChatLogProps) {
  const { t } = useI18n();
  const logRef = useRef<HTMLDivElement>(null);
  const { messages, status } = useSnapshot(chatStore);

  useEffect(() => {
    const node = logRef.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [messages.length, status]);

  return (
    // Focusable so keyboard users can scroll a long conversation.
    <div css={log} ref={logRef} role="log" aria-live="polite" aria-label={t('assistant.conversation')} tabIndex={0}>
      {messages.length === 0 && (
        <p css={intro}>
          {t('assistant.intro')}
          {loggedIn && ` ${t('assistant.introApplications')}`}
          {cartEnabled && ` ${t('assistant.introCart')}`}
        </p>
      )}
      {messages.map((message) => (
        <ChatMessageView key={message.id} message={message} onOpenPosition={onOpenPosition} />
      ))}
      {status === 'thinking' && <p css={muted}>{t('assistant.thinking')}</p>}
    </div>
  );
}
