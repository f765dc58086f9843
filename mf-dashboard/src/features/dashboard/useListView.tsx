import { createContext, useContext, type ReactNode } from 'react';
import { StateList } from '@careers/shared/ui';
import { useDashboardI18n } from './useDashboardI18n';

/**
 * True where many lists sit side by side (dashboard v2): an empty one says so in one line instead of a
 * state box each, so a new account's page is not a wall of 'No data found' boxes.
 */
export const CompactEmpty = createContext(false);

/**
 * What a dashboard list shows (spec §8 "State screens", the shared StateList): a spinner while loading, 'An error
 * occurred while retrieving data' when the first load failed, 'No data found' when empty; else its rows, each drawn
 * by `row`. 'Try again' moves keyboard focus to the list's heading.
 */
export function useListView<T>(items: readonly T[] | undefined, error: unknown, onRetry: () => void, row: (item: T) => ReactNode): ReactNode {
  const compact = useContext(CompactEmpty);
  const { t } = useDashboardI18n();
  // The server draws the dashboard's first view (issue 27): without scripts the list would spin forever.
  return <StateList items={items} error={error} onRetry={onRetry} row={row} compactEmpty={compact} withoutScripts={t('dashboard.listNeedsScripts')} />;
}
