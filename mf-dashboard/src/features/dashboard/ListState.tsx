import { createContext, useContext, type ReactNode } from 'react';
import { StateScreen } from '@careers/shared/ui';
import { useDashboardI18n } from './useDashboardI18n';

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
  const { t } = useDashboardI18n();
  if (error && !items) return <StateScreen state="error" onRetry={onRetry} />;
  // The server draws the dashboard's first view (issue 27): without scripts the list would spin forever.
  if (!items) return <StateScreen state="loading" withoutScripts={t('dashboard.listNeedsScripts')} />;
  if (items.length === 0) return <StateScreen state="empty" compact={compact} />;
  return <>{children(items)}</>;
}
