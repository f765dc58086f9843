// Every control a candidate can answer with before scripts run: the server draws plain HTML controls, and they all
// work (a radio is chosen, a box ticked, a list picked, a number or a date typed). Files cannot be given back to an
// input by a script: a file picked before the takeover is picked again after it.
const ANSWERED = 'input:not([type="file"]):not([type="hidden"]), textarea, select';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value a list was drawn with: its option marked `selected`, else its first (as a browser shows it). */
const drawnChoice = (list: HTMLSelectElement) => ([...list.options].find((option) => option.defaultSelected) ?? list.options[0])?.value ?? '';

/** Whether the candidate changed `control` since the server drew it (its drawn state is in its attributes). */
function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return !control.multiple && control.value !== drawnChoice(control);
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    // Of a radio group only the newly chosen one: pressing it unchooses the one drawn chosen.
    return control.checked !== control.defaultChecked && (control.type === 'checkbox' || control.checked);
  }
  return control.value !== control.defaultValue;
}

/** What a control holds now: the text or list entry, or for a box or radio whether it is ticked. */
type Answer = { control: Control; value: string; checked: boolean };

/**
 * Gives the text or choice a control held to its widget as a person typing or picking it would, so the widget's own
 * onChange turns it into the answer (a number, a date, a phone's country), as after the takeover. React's value
 * tracker holds what React last saw: the control is set back through it, then the answer is set past it (the
 * prototype's setter, or the browser's own toggle on a press) and the browser's event is sent.
 */
function replay({ control, value, checked }: Answer): void {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    control.checked = !checked;
    control.click();
    return;
  }
  control.value = control instanceof HTMLSelectElement ? drawnChoice(control) : control.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** The controls a candidate changed in the server's drawing, and how to give their answers to the widgets. */
export interface DrawnAnswers {
  /** The changed controls' names ([] when the candidate changed nothing). */
  names: string[];
  /** Gives each answer to its widget through the browser's events, as a person typing or picking would. */
  giveBack: () => void;
}

/**
 * Reads what a candidate answered in a server-drawn form before the remote took it over. React hydrates a control
 * without touching it, but its next render writes the form's state back into it: on a slow phone a candidate who had
 * started on the apply page the server drew lost their answers as the scripts arrived (session 13: typed text; a user
 * trial in session 14: radios, boxes, lists, numbers, dates, and a change to an answer the profile had filled in).
 *
 * Read in the commit that hydrates the controls (a layout effect), before any later render; give back once the
 * widgets listen (DrawnAnswers: after the commit's passive effects, where react-final-form subscribes its fields).
 * Sent inside the commit, an event is handled, but the control is set back to its old value before the form's
 * state can redraw it. A control still as drawn is left alone, so a form drawn by the browser changes nothing.
 */
export function adoptDrawnAnswers(controls: Iterable<Element>): DrawnAnswers {
  const answers: Answer[] = [...controls]
    .filter((control): control is Control => control.matches(ANSWERED) && !(control as Control).disabled && changed(control as Control))
    .map((control) => ({ control, value: control.value, checked: control instanceof HTMLInputElement && control.checked }));
  return { names: answers.map(({ control }) => control.name), giveBack: () => answers.forEach(replay) };
}
