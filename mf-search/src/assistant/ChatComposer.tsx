import { forwardRef, useId, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import { useI18n } from '@careers/shared/i18n';
import { Button } from '@careers/shared/ui';
import { MAX_MESSAGE_CHARS } from './assistantApi';
import { composer, hint } from './assistantPanelStyles';
import { chatStore, setDraft } from './chatStore';

/** The question box: Enter sends, Shift+Enter starts a new line; the draft lives in the chat store. */
export const ChatComposer = forwardRef<HTMLTextAreaElement, { onSend(): void }>(function ChatComposer({ onSend }, ref) {
  const { t } = useI18n();
  const inputId = useId();
  const hintId = useId();
  const { draft, status } = useSnapshot(chatStore);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter also confirms an IME composition (Japanese, Chinese…) and must not send then.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };

  return (
    <form
      css={composer}
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <label htmlFor={inputId}>{t('assistant.inputLabel')}</label>
      <textarea
        id={inputId}
        ref={ref}
        rows={2}
        maxLength={MAX_MESSAGE_CHARS}
        value={draft}
        aria-describedby={hintId}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={status === 'thinking'}>
        {t('assistant.send')}
      </Button>
      <p css={hint} id={hintId}>
        {t('assistant.inputHint')}
      </p>
    </form>
  );
});
