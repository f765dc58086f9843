import type { Interview } from '@careers/shared/contracts';
import { useListView } from '../dashboard/useListView';
import { InterviewCard } from './InterviewCard';

/** Interviews as cards in a list, with the list's loading, error (and retry) and empty states (useListView). */
export function InterviewCards({ items, error, onRetry }: { items: readonly Interview[] | undefined; error: unknown; onRetry: () => void }) {
  return useListView(items, error, onRetry, (i) => <InterviewCard key={i.id} interview={i} />);
}
