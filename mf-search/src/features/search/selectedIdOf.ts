/** A selection the visitor (or a failure) made within one result set. */
export interface SelectionChoice {
  resultsKey: string;
  /** null: nothing selected, e.g. after the details failed to load. */
  id: number | null;
}

export interface SelectionInput {
  /** pid of the address: a position the visitor chose, or a link pointed at. */
  pid: number | null;
  resultsKey: string;
  /** The results of this very result set, or null while they load. */
  positions: ReadonlyArray<{ id: number }> | null;
  choice: SelectionChoice | null;
  /**
   * The position shown before this result set began to load: kept while it loads, so the details
   * beside the list do not vanish (and reload) on every search or page change.
   */
  previous?: number | null;
}

/**
 * The selected position (spec §4 Search): the address's pid wins; otherwise what was chosen within
 * this result set; otherwise the first result once it has loaded (auto-select), and until then the
 * one shown before. A new search (a new result set) forgets earlier choices.
 */
export function selectedIdOf({ pid, resultsKey, positions, choice, previous = null }: SelectionInput): number | null {
  if (pid !== null) return pid;
  if (choice && choice.resultsKey === resultsKey) return choice.id;
  if (positions === null) return previous;
  return positions[0]?.id ?? null;
}
