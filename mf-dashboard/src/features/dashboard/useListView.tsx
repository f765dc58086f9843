import { createContext, useContext, type ReactNode } from 'react';
import { StateScreen } from '@careers/shared/ui';
import { focusNearestHeading } from './focusNearestHeading';
import { plainList } from './dashboardStyles';
import { useDashboardI18n } from './useDashboardI18n';

/**
 * True where many lists sit side by side (dashboard v2): an empty one says so in one line instead of a
 * state box each, so a new account's page is not a wall of 'No data found' boxes.
 */
export const CompactEmpty = createContext(false);

/**
 * What a dashboard list shows (spec §8 "State screens"): a spinner while loading, 'An error occurred while
 * retrieving data' when the first load failed, 'No data found' when empty; else its rows, each drawn by `row`, in
 * the plain list. A failed refetch keeps the list already shown. 'Try again' moves keyboard focus to the list's
 * heading: the button goes away with the error and would leave focus on <body> (trial finding).
 */
export function useListView<T>(items: readonly T[] | undefined, error: unknown, onRetry: () => void, row: (item: T) => ReactNode): ReactNode {
  const compact = useContext(CompactEmpty);
  const { t } = useDashboardI18n();
  const retry = () => {
    focusNearestHeading(document.activeElement);
    onRetry();
  };
  if (error && !items) return <StateScreen state="error" onRetry={retry} />;
  // The server draws the dashboard's first view (issue 27): without scripts the list would spin forever.
  if (!items) return <StateScreen state="loading" withoutScripts={t('dashboard.listNeedsScripts')} />;
  if (items.length === 0) return <StateScreen state="empty" compact={compact} />;
  return <ul css={plainList}>{items.map(row)}</ul>;
}
