import type { FormValues } from '../rules/types';

export interface DirtyTracker {
  /**
   * The candidate is about to interact (focus, pointer, key): the answers as they are now, after the
   * widgets' own corrections on load, are the clean state. Only the first call counts.
   */
  start(values: FormValues): void;
  /** The answers were saved or sent: they are the clean state from now on. */
  reset(values: FormValues): void;
  /** The answers changed: tells the listener when dirty flips. */
  update(values: FormValues): void;
}

/** Deep equality of answers; keys holding undefined count as absent. Shared subtrees compare by reference first. */
function sameAnswers(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((entry, index) => sameAnswers(entry, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameAnswers(left[key], right[key])) return false;
  return true;
}

/**
 * Whether the candidate has answers that were neither saved nor sent (for a leave-page warning). Values
 * the widgets set on their own while loading (today's date, a lone option, a list's first entry) do not
 * count: the clean state is taken at the first interaction.
 */
export function createDirtyTracker(onChange: (dirty: boolean) => void): DirtyTracker {
  let clean: FormValues | undefined;
  let dirty = false;
  const set = (next: boolean) => {
    if (next === dirty) return;
    dirty = next;
    onChange(dirty);
  };
  return {
    start(values) {
      if (clean === undefined) clean = values;
    },
    reset(values) {
      clean = values;
      set(false);
    },
    update(values) {
      if (clean !== undefined) set(!sameAnswers(values, clean));
    },
  };
}
