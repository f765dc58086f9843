import { forwardRef } from 'react';
import { infoBarColours } from '@careers/shared/ui';
import { useSearchI18n } from '../../i18n/useSearchI18n';

interface PositionNotesProps {
  closed: boolean;
  /** The searched place, when the position is shown though it is not offered there (the server's fallback). */
  fallbackLocation?: string;
}

/** What the visitor must know before acting: the position is closed, or not offered where they searched. */
export const PositionNotes = forwardRef<HTMLParagraphElement, PositionNotesProps>(function PositionNotes({ closed, fallbackLocation }, closedNote) {
  const { t } = useSearchI18n();
  return (
    <>
      {closed && (
        // Focusable: where the keyboard goes when the button just pressed goes away (Unsave, a live close).
        <p ref={closedNote} tabIndex={-1} role="note" css={(theme) => ({ margin: 0, padding: 12, borderRadius: 8, background: theme.colors.surface, borderInlineStart: `4px solid ${theme.colors.warning}`, '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}` } })}>
          {t('details.closed')}
        </p>
      )}
      {fallbackLocation && !closed && (
        <p role="note" css={(theme) => ({ margin: 0, padding: 12, borderRadius: 8, background: theme.colors.surface, borderInlineStart: `4px solid ${theme.colors.info}`, ...infoBarColours(theme) })}>
          {t('details.fallback', { location: fallbackLocation })}
        </p>
      )}
    </>
  );
});
