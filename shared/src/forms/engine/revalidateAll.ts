import type { FormApi } from 'final-form';

/**
 * Runs every field validator now. With validateOnBlur, final-form validates only when a field is left, so a
 * value changed without a blur (a widget's own correction, a change followed by Enter) would reach submit
 * with stale errors. Blurring any field whose validators all run does it (no field sets validateFields).
 */
export function revalidateAll<V extends object>(form: FormApi<V>): void {
  const [first] = form.getRegisteredFields();
  if (first !== undefined) form.blur(first as keyof V);
}
