import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import { trapFocus } from '@careers/shared/a11y';
import { useI18n } from '@careers/shared/i18n';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { mq } from '@careers/shared/theme';
import { Button, useMediaQuery } from '@careers/shared/ui';
import { iconButton } from '../cart/cartPanelStyles';
import { useJobCart } from '../cart/useJobCart';
import { askAssistant } from './assistantApi';
import './assistantPanelMessages';
import { errorBox, header, intro, log, muted, panel } from './assistantPanelStyles';
import { ASSISTANT_PANEL_ID, ASSISTANT_TOGGLE_ID, closeAssistant } from './assistantStore';
import { ChatComposer } from './ChatComposer';
import { ChatMessageView } from './ChatMessageView';
import { chatStore, retryLast, sendDraft, type Ask } from './chatStore';
import type { AssistantPanelProps } from './LazyAssistantPanel';

/**
 * The assistant's chat side panel (spec §2 Search, §9 Chat). Beside the page above 992px; at 992px and below
 * it covers the page and keeps focus inside like a dialog. The conversation lives in chatStore.
 */
export default function AssistantPanel({ onOpenPosition }: AssistantPanelProps) {
  const { t } = useI18n();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const transport = useTransport();
  const { domain, user } = useSnapshot(sessionStore);
  const cart = useJobCart();
  const { messages, status, error } = useSnapshot(chatStore);
  // Spec §4: beside the page on screens *wider* than the chat breakpoint; at exactly 992px it overlays. Where the
  // browser cannot say (jsdom; the panel is never server-drawn), beside.
  const beside = useMediaQuery(mq.chatPanelBeside, true);

  useEffect(() => {
    inputRef.current?.focus();
    return () => document.getElementById(ASSISTANT_TOGGLE_ID)?.focus();
    // Only on open and close: re-running would pull focus away while the visitor reads the answers.
  }, []);

  useEffect(() => {
    const node = logRef.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [messages.length, status]);

  // Built per send: the cart may have changed since the last question (spec §4: the chatbot is told its ids).
  // A cart not loaded (yet) is left out, and the server reads the stored one instead of an empty list.
  const cartIds = cart.enabled && !cart.isLoading && !cart.error ? cart.ids : undefined;
  const ask: Ask = (conversation) => askAssistant(transport, domain, conversation, cartIds);

  const openPosition = (id: number) => {
    // Covering the page, the panel would hide the position it just opened.
    if (!beside) closeAssistant();
    onOpenPosition(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeAssistant();
      return;
    }
    if (!beside) trapFocus(event, panelRef.current);
  };

  return (
    <div
      css={panel}
      ref={panelRef}
      id={ASSISTANT_PANEL_ID}
      role="dialog"
      aria-modal={beside ? undefined : true}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div css={header}>
        <h2 id={titleId}>{t('assistant.title')}</h2>
        <button css={iconButton} type="button" aria-label={t('assistant.close')} onClick={closeAssistant}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {/* Focusable so keyboard users can scroll a long conversation. */}
      <div css={log} ref={logRef} role="log" aria-live="polite" aria-label={t('assistant.conversation')} tabIndex={0}>
        {messages.length === 0 && (
          <p css={intro}>
            {t('assistant.intro')}
            {user.isLoggedIn && ` ${t('assistant.introApplications')}`}
            {cart.enabled && ` ${t('assistant.introCart')}`}
          </p>
        )}
        {messages.map((message) => (
          <ChatMessageView key={message.id} message={message} onOpenPosition={openPosition} />
        ))}
        {status === 'thinking' && <p css={muted}>{t('assistant.thinking')}</p>}
      </div>
      {status === 'error' && (
        <div css={errorBox} role="alert">
          <p>{error ? `${t('assistant.error')} ${error}` : t('assistant.error')}</p>
          <Button variant="secondary" onClick={() => retryLast(ask)}>
            {t('assistant.retry')}
          </Button>
        </div>
      )}
      <ChatComposer
        ref={inputRef}
        onSend={() => {
          sendDraft(ask);
          inputRef.current?.focus();
        }}
      />
    </div>
  );
}
