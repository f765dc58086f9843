// Whether leaving the page would lose answers (a form with unsaved changes is open), and asking the
// candidate before it happens. Plain state: the page arms it (useLeaveGuard), links consult it.

let question: string | null = null;

/** Arms the guard with the question to ask; returns the disarm. */
export function armLeaveGuard(text: string): () => void {
  question = text;
  return () => {
    if (question === text) question = null;
  };
}

/** Whether answers would be lost by leaving now. */
export function leavingLosesAnswers(): boolean {
  return question !== null;
}

/**
 * True when the page may be left: nothing unsaved, or the candidate confirmed. Once confirmed, the guard
 * stays quiet while the page goes (the routing event that follows asks nothing again).
 */
export function confirmLeave(): boolean {
  if (question === null) return true;
  if (!window.confirm(question)) return false;
  question = null;
  return true;
}
