import type { Theme } from '@emotion/react';
import { useI18n } from '@careers/shared/i18n';
import { stateBox } from './stateBox';
import { themeOf } from '@careers/shared/theme';

export interface EmptyViewProps {
  /** Replaces the spec's 'No data found' (e.g. 'No offers found'). */
  message?: string;
  /**
   * One muted line instead of a box: where many lists sit side by side (the dashboard), so a new account's page
   * is not a wall of 'No data found' boxes.
   */
  compact?: boolean;
}

const compactLine = (theme: Theme) => {
  const { colors, typography } = themeOf(theme);
  return { color: colors.textMuted, fontSize: typography.size.sm, margin: 0 } as const;
};

/** What a view shows when it has nothing to list. */
export function EmptyView({ message, compact = false }: EmptyViewProps) {
  const { t } = useI18n();
  const text = message ?? t('shared.state.empty');
  if (compact) {
    return (
      <p data-state="empty" css={compactLine}>
        {text}
      </p>
    );
  }
  return (
    <div data-state="empty" css={stateBox}>
      <p css={{ margin: 0 }}>{text}</p>
    </div>
  );
}
