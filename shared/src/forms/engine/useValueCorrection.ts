import { useEffect, type DependencyList } from 'react';

/**
 * An effect through which a widget corrects its own value (clear an invalid date, reset a vanished option,
 * add a list's first entry). It runs after the commit's effects, because react-final-form registers the
 * field in its own effect — which React runs after the widget's — and a field that registers sets its value
 * back to the form's initial one, undoing a correction made earlier.
 */
export function useValueCorrection(effect: () => void, deps: DependencyList): void {
  useEffect(() => {
    let live = true;
    queueMicrotask(() => {
      if (live) effect();
    });
    return () => {
      live = false;
    };
  }, deps);
}
