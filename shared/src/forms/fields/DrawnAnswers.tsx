import { useEffect, useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-final-form';
import { useHydrated } from '@careers/shared/ui';
import { adoptDrawnAnswers } from '../engine/adoptDrawnAnswers';
import { useFormToolkit } from '../engine/FormToolkitContext';

/** A question's controls: the one with its id and the parts named after it (a radio's `-1`, a phone's `-country`). */
const ownControl = (id: string) => new RegExp(`^${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:-(?:\\d+|country))?$`);

/**
 * Drawn beside a question's widget (inside its Suspense boundary when it has one), so it mounts in the commit that
 * hydrates that widget: what the candidate answered in the server's drawing of it before then becomes the form's
 * answer (adoptDrawnAnswers), and the answers as drawn are the clean state, so leaving the page warns of unsaved
 * changes. Draws nothing.
 */
export function DrawnAnswers({ id }: { id: string }): null {
  const form = useForm();
  const { dirty } = useFormToolkit();
  const giveBack = useRef<(() => void) | null>(null);
  // Only a widget hydrating the server's drawing: one the browser draws has its value and checked state set by React
  // without the drawn defaults, so a prefilled list or box would look changed and be sent again, and the unsaved-changes
  // tracking would start at mount instead of at the first interaction. Its first render tells (false only when hydrating).
  const hydrated = useHydrated();
  const hydrating = useRef(!hydrated).current;
  // Read in the commit, before any later render can write the form's state over the controls.
  useLayoutEffect(() => {
    if (!hydrating) return;
    const owner = document.getElementById(id)?.closest('form');
    if (!owner) return;
    const own = ownControl(id);
    const clean = form.getState().values;
    const drawn = adoptDrawnAnswers([...owner.elements].filter((control) => own.test(control.id)));
    if (drawn.names.length === 0) return;
    dirty.start(clean);
    giveBack.current = drawn.giveBack;
    // Once, when the widget first mounts (hydrated or drawn): later renders are the form's own.
  }, []);
  // Given back once the question listens: its field subscribes in a passive effect of the question (this one's
  // parent), which runs after this one; so after all of this commit's passive effects, in a microtask.
  useEffect(() => {
    const pending = giveBack.current;
    giveBack.current = null;
    if (pending) queueMicrotask(pending);
  }, []);
  return null;
}
