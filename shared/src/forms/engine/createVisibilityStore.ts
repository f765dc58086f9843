import type { FormApi } from 'final-form';
import { readValue } from '../rules/values';
import type { FormDefinition, FormValues } from '../rules/types';
import { computeVisibility, sameVisibility, type VisibilitySnapshot } from './computeVisibility';

/** Spec §9: dependent questions follow their parents after 50 ms of quiet. */
export const DEPENDENT_QUESTION_DEBOUNCE_MS = 50;

export interface VisibilityStore {
  isVisible(name: string): boolean;
  isSectionVisible(sectionId: string): boolean;
  subscribe(listener: () => void): () => void;
  /** Follows the form's values until the returned function is called. */
  connect(form: FormApi<FormValues>): () => void;
}

/**
 * Which questions show, recomputed 50 ms after the values last changed. With `clearHidden`, the answer of a
 * question that becomes hidden is removed from the values ("hidden fields are unregistered", spec §4), so it
 * is neither submitted nor seen by the questions that depend on it.
 */
export function createVisibilityStore(
  def: FormDefinition,
  initialValues: FormValues,
  { clearHidden, delayMs = DEPENDENT_QUESTION_DEBOUNCE_MS }: { clearHidden: boolean; delayMs?: number },
): VisibilityStore {
  let snapshot: VisibilitySnapshot = computeVisibility(def, initialValues);
  const listeners = new Set<() => void>();

  function clear(form: FormApi<FormValues>, values: FormValues) {
    const stale = [...snapshot.hidden].filter((name) => readValue(values, name) !== undefined);
    if (stale.length) form.batch(() => stale.forEach((name) => form.change(name, undefined)));
  }

  return {
    isVisible: (name) => !snapshot.hidden.has(name),
    isSectionVisible: (id) => !snapshot.hiddenSections.has(id),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect(form) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const update = () => {
        const values = form.getState().values;
        const next = computeVisibility(def, values);
        const changed = !sameVisibility(next, snapshot);
        snapshot = next;
        if (clearHidden) clear(form, values);
        if (changed) listeners.forEach((listener) => listener());
      };
      let first = true;
      const unsubscribe = form.subscribe(() => {
        // The first call reports the current values: apply them at once so initial answers of hidden
        // questions never reach a submit.
        if (first) {
          first = false;
          update();
          return;
        }
        clearTimeout(timer);
        timer = setTimeout(update, delayMs);
      }, { values: true });
      return () => {
        clearTimeout(timer);
        unsubscribe();
      };
    },
  };
}
