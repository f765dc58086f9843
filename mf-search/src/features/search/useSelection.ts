import { useEffect, useRef, useState } from 'react';
import type { UpdateSearchUrl } from '../../url/useSearchUrl';
import { selectedIdOf, type SelectionChoice } from './selectedIdOf';

export interface SelectionInput {
  /** pid of the address. */
  pid: number | null;
  /** The result set on screen (its key), whether it failed, and its positions once this very set has loaded. */
  resultsKey: string;
  failed: boolean;
  positions: ReadonlyArray<{ id: number }> | null;
  /** Details beside the list (a wide window), or in place of it. */
  wide: boolean;
  update: UpdateSearchUrl;
}

/**
 * Which position the search page shows (spec §4 Search) and how choosing one moves through history. Its own hook so
 * the page reads as layout and the rules of choosing, Back and the keyboard's way to the details can be tested alone.
 */
export function useSelection({ pid, resultsKey, failed, positions, wide, update }: SelectionInput) {
  const [choice, setChoice] = useState<SelectionChoice | null>(null);
  // A position chosen with the keyboard beside the list: its title takes the focus once shown.
  const [focusDetails, setFocusDetails] = useState<number | null>(null);
  // The details stay on screen (and mounted) while the next result set loads.
  const shownId = useRef<number | null>(null);
  const selectedId = selectedIdOf({ pid, resultsKey, positions, choice, previous: failed ? null : shownId.current });
  useEffect(() => {
    shownId.current = selectedId;
  });
  // On a small screen choosing a position opens its view as a new history entry: Back returns to the list.
  // Beside the list too, each other job chosen is a step of its own: Back shows the job chosen before, then the search
  // as it was (user trial s24: a replaced entry made Back skip them). Choosing the job already shown only names it.
  const pushedPid = useRef<number | null>(null);
  const openPosition = (id: number, byKeyboard = false) => {
    pushedPid.current = wide ? null : id;
    setFocusDetails(wide && byKeyboard ? id : null);
    update({ pid: id }, { replace: wide && id === selectedId });
  };
  const closeDetails = () => {
    if (pushedPid.current !== null && pushedPid.current === pid) window.history.back();
    else update({ pid: null }, { replace: true });
  };
  // The details failed to load: nothing is selected in this result set, and the address names no position.
  const dropSelection = () => {
    setChoice({ resultsKey, id: null });
    if (pid !== null) update({ pid: null }, { replace: true });
  };
  return {
    selectedId,
    /** Whether the details take the keyboard when shown: always in place of the list, beside it when chosen by keyboard. */
    takeFocus: !wide || focusDetails === selectedId,
    focusTaken: () => setFocusDetails(null),
    openPosition,
    closeDetails,
    dropSelection,
  };
}
