import { useState, type ReactNode } from 'react';

export interface VirtualListProps {
  count: number;
  /** Every row has this height in px. */
  rowHeight: number;
  /** Height of the scrolling box in px. */
  height: number;
  renderRow: (index: number) => ReactNode;
  /** Rows rendered beyond each edge, so Tab always finds the next row in the document. */
  overscan?: number;
}

/**
 * Renders only the rows in view of a long fixed-height list (filter options run to a few hundred).
 * A small windowing component rather than a library: no virtualisation package is installed and
 * the search page must stay within its download budget.
 */
export function VirtualList({ count, rowHeight, height, renderRow, overscan = 4 }: VirtualListProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  const rows: ReactNode[] = [];
  for (let index = first; index < last; index += 1) {
    rows.push(
      <div key={index} style={{ position: 'absolute', top: index * rowHeight, left: 0, right: 0, height: rowHeight }}>
        {renderRow(index)}
      </div>,
    );
  }
  return (
    <div style={{ height, overflowY: 'auto', position: 'relative' }} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
      <div style={{ height: count * rowHeight, position: 'relative' }}>{rows}</div>
    </div>
  );
}
