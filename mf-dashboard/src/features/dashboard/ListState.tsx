import { createContext, useContext, type ReactNode } from 'react';
import { useI18n } from '@careers/shared/i18n';
import { StateScreen } from '@careers/shared/ui';
import { muted } from './dashboardStyles';
import { ListLoading } from './ListLoading';

/**
 * True where many lists sit side by side (dashboard v2): an empty one says so in one line instead of a
 * state box each, so a new account's page is not a wall of 'No data found' boxes.
 */
export const CompactEmpty = createContext(false);

export interface ListStateProps<T> {
  items: readonly T[] | undefined;
  error: unknown;
  onRetry: () => void;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * The states every list shows (spec §8 "State screens"): a spinner while loading, 'An error occurred
 * while retrieving data' when the first load failed, 'No data found' when empty; else the list. A
 * failed refetch keeps the list already shown.
 */
export function ListState<T>({ items, error, onRetry, children }: ListStateProps<T>) {
  const compact = useContext(CompactEmpty);
  const { t } = useI18n();
  if (error && !items) return <StateScreen state="error" onRetry={onRetry} />;
  if (!items) return <ListLoading />;
  if (items.length === 0) {
    return compact ? <p data-state="empty" css={muted}>{t('shared.state.empty')}</p> : <StateScreen state="empty" />;
  }
  return <>{children(items)}</>;
}
