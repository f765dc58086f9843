import type { Interview } from '@careers/shared/contracts';
import { ListState } from '../dashboard/ListState';
import { plainList } from '../dashboard/dashboardStyles';
import { InterviewCard } from './InterviewCard';

/** Interviews as cards in a list, with the list's loading, error (and retry) and empty states (ListState). */
export function InterviewCards({ items, error, onRetry }: { items: readonly Interview[] | undefined; error: unknown; onRetry: () => void }) {
  return (
    <ListState items={items} error={error} onRetry={onRetry}>
      {(rows) => (
        <ul css={plainList}>
          {rows.map((i) => (
            <InterviewCard key={i.id} interview={i} />
          ))}
        </ul>
      )}
    </ListState>
  );
}
