import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormFailure } from './FormFailure';

type Setters<V> = { [K in keyof V]: (value: V[K]) => void };

export interface UseFormOptions<V> {
  initial: V;
  /**
   * Sends the values. Resolves with the values the form shows next (a reset, e.g. `{ password: '' }`) or with
   * nothing to keep what was typed; throws a `FormFailure` (or anything `failureOf` reads) when refused.
   */
  submit: (values: V) => Promise<Partial<V> | void>;
  /**
   * Messages found in the browser, by field: any message stops the call. A `FormFailure` instead says what is
   * wrong with the form as a whole (nothing chosen), which no one field can carry.
   */
  check?: (values: V) => Record<string, string> | FormFailure;
  /** Reads what `submit` threw; the default shows a `FormFailure` as it is and any other error's message. */
  failureOf?: (thrown: unknown) => FormFailure;
}

const defaultFailureOf = (thrown: unknown) =>
  thrown instanceof FormFailure ? thrown : new FormFailure(thrown instanceof Error ? thrown.message : String(thrown));

/**
 * A short form's state: its values with a setter per field, busy while the submit runs, then the form's
 * message and a message per field when it is refused. After each refusal the keyboard goes to the first
 * field marked invalid (`aria-invalid`), else to the form's `role="alert"` message, else back to its submit
 * button, inside the form `formRef` is attached to (not attached: focus is left alone): the submit button,
 * disabled while busy, would otherwise drop it to the page body.
 * @example const form = useForm({ initial: { skill: '' }, submit: async ({ skill }) => { await add(skill); return { skill: '' }; } });
 */
export function useForm<V extends object>({ initial, submit, check, failureOf = defaultFailureOf }: UseFormOptions<V>) {
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // A submit while one is under way is ignored: Enter pressed again in a field submits again even where the
  // button is disabled (trial: three profile_bootstrap calls for three Enters on a slow answer).
  const sending = useRef(false);

  useEffect(() => {
    if (failures === 0) return;
    const form = formRef.current;
    const target = ['[aria-invalid="true"]', '[role="alert"]', '[type="submit"]'].map((selector) => form?.querySelector<HTMLElement>(selector)).find(Boolean);
    target?.focus();
  }, [failures]);

  const refused = (failure: FormFailure) => {
    // A message already shown by its field is not repeated as the form's.
    setError(Object.values(failure.fields).includes(failure.message) ? '' : failure.message);
    setFields(failure.fields);
    setFailures((n) => n + 1);
  };
  const set = Object.fromEntries(
    Object.keys(initial).map((name) => [name, (value: unknown) => setValues((now) => ({ ...now, [name]: value }))]),
  ) as Setters<V>;
  /** Back to `next` (the first values by default), with no messages. */
  const reset = (next: V = initial) => {
    setValues(next);
    setError('');
    setFields({});
  };
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    const found = check?.(values) ?? {};
    const stop = found instanceof FormFailure ? found : new FormFailure('', found);
    if (stop.message || Object.keys(stop.fields).length > 0) return refused(stop);
    sending.current = true;
    setBusy(true);
    setError('');
    setFields({});
    try {
      const next = await submit(values);
      if (next) setValues((now) => ({ ...now, ...next }));
    } catch (thrown) {
      refused(failureOf(thrown));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return { values, set, reset, busy, error, fields, formRef, onSubmit };
}
