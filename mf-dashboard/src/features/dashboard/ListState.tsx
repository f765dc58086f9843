import type { ReactNode } from 'react';
import { StateScreen } from '@careers/shared/ui';

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
  if (error && !items) return <StateScreen state="error" onRetry={onRetry} />;
  if (!items) return <StateScreen state="loading" />;
  if (items.length === 0) return <StateScreen state="empty" />;
  return <>{children(items)}</>;
}
