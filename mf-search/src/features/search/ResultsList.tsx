import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import type { SearchResult } from '@careers/shared/contracts';
import { savedStore } from '../../state/savedStore';
import { plainList } from '../../ui/styles';
import { ResultRow } from './ResultRow';
import { themedStyle } from './themedStyle';

const listStyle = themedStyle(() => [plainList, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 }]);

export interface ResultsListProps {
  positions: readonly SearchResult[];
  selectedId: number | null;
  /** `byKeyboard`: chosen with Enter, so the keyboard should follow to the details. */
  onSelect: (position: SearchResult, byKeyboard: boolean) => void;
}

/** One page of results (10): each title links to the job page and, clicked, selects the position here. */
export function ResultsList({ positions, selectedId, onSelect }: ResultsListProps) {
  const { byId } = useSnapshot(savedStore);
  // The page passes a new function each render; the rows get one that stays, so they are skipped when
  // nothing of theirs changed, and it calls whatever the page passed last.
  const latest = useRef(onSelect);
  useLayoutEffect(() => {
    latest.current = onSelect;
  });
  const select = useCallback((position: SearchResult, byKeyboard: boolean) => latest.current(position, byKeyboard), []);
  return (
    <ol css={listStyle}>
      {positions.map((position) => (
        <ResultRow
          key={position.id}
          position={position}
          selected={position.id === selectedId}
          saved={byId[position.id] ?? position.positionUserActions?.isSaved ?? false}
          onSelect={select}
        />
      ))}
    </ol>
  );
}
