import type { Snapshot } from 'valtio/vanilla';
import { visuallyHidden } from '@careers/shared/a11y';
import { useI18n } from '@careers/shared/i18n';
import { bubble, citations as citationsStyle } from './assistantPanelStyles';
import type { ChatMessage } from './chatStore';
import { isPlainClick, withTracking } from '@careers/shared/location';

export interface ChatMessageViewProps {
  message: Snapshot<ChatMessage>;
  onOpenPosition(id: number): void;
}

/** One message of the conversation; an answer lists the positions it cites as links to their pages. */
export function ChatMessageView({ message, onOpenPosition }: ChatMessageViewProps) {
  const { t } = useI18n();
  const mine = message.role === 'user';
  return (
    <div css={(theme) => bubble(theme, mine)}>
      <p>
        {/* Screen readers hear who speaks; sighted visitors see it from the side and colour. */}
        <span css={visuallyHidden}>{mine ? t('assistant.you') : t('assistant.bot')}: </span>
        {message.content}
      </p>
      {message.citations.length > 0 && (
        <div css={citationsStyle}>
          <h3>{t('assistant.citations')}</h3>
          <ul>
            {message.citations.map((citation) => (
              <li key={citation.id}>
                <a
                  href={withTracking(`/careers/job/${citation.id}`)}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onOpenPosition(citation.id);
                  }}
                >
                  {citation.name}
                </a>
                {citation.location && <span> — {citation.location}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
