import { forwardRef } from 'react';
import { useI18n } from '@careers/shared/i18n';
import { badge, bellButton } from './bellStyles';

export interface BellButtonProps {
  count: number;
  expanded: boolean;
  controls: string;
  onClick: () => void;
}

/** The bell: its accessible name carries the count, the red badge shows it. */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton({ count, expanded, controls, onClick }, ref) {
  const { t } = useI18n();
  const label = count > 0 ? t('bell.buttonWithCount', { count, shown: count > 99 ? '99+' : count }) : t('bell.button');
  // The panel is only in the page while open: naming it while closed points screen readers at nothing.
  const controlled = expanded ? controls : undefined;
  return (
    <button css={bellButton} ref={ref} type="button" aria-label={label} aria-expanded={expanded} aria-controls={controlled} aria-haspopup="dialog" onClick={onClick}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {count > 0 && (
        <span css={badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
});
