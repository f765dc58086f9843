import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { themeOf } from '@careers/shared/theme';
import { StateScreen } from './StateScreen';

/** A list without bullets, its items a column apart by the theme's small space. */
export const plainList = (theme: Theme) => {
  const { spacing } = themeOf(theme);
  return { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: spacing.sm } as const;
};

export interface StateListProps<T> {
  /** The rows; undefined while the first load is under way. */
  items: readonly T[] | undefined;
  /** The last load's failure: shown only when there are no rows yet (a failed refetch keeps the list shown). */
  error: unknown;
  onRetry: () => void;
  /** Draws one row, an <li> with its key. */
  row: (item: T) => ReactNode;
  /** The empty list's own text (what is empty and what to do); the shared 'No data found' without it. */
  emptyMessage?: string;
  /** The empty state in one line instead of a box, where many lists sit side by side. */
  compactEmpty?: boolean;
  /** What the loading state says in a page drawn by the server and seen without scripts. */
  withoutScripts?: string;
}

/**
 * A list with its states (spec §8 "State screens"): a spinner while the first load is under way, the error with
 * 'Try again' when it failed, the empty text when there are no rows, else the rows in a plain list. 'Try again' hands
 * the keyboard to the list's heading (ErrorView) instead of dropping it to <body> as it goes away.
 * @example <StateList items={data?.offers} error={error} onRetry={() => void mutate()} row={(offer) => <OfferCard key={offer.id} offer={offer} />} />
 */
export function StateList<T>({ items, error, onRetry, row, emptyMessage, compactEmpty, withoutScripts }: StateListProps<T>) {
  if (error && !items) return <StateScreen state="error" onRetry={onRetry} />;
  if (!items) return <StateScreen state="loading" withoutScripts={withoutScripts} />;
  if (items.length === 0) return <StateScreen state="empty" message={emptyMessage} compact={compactEmpty} />;
  return <ul css={plainList}>{items.map(row)}</ul>;
}
