/**
 * A TextField's value, change handler and message, bound to one text value of a useForm form, so a settings
 * field names only what is its own (label, type, autocomplete).
 */
export function boundField<V extends Record<K, string>, K extends keyof V & string>(
  form: { values: V; set: Record<K, (value: string) => void>; fields: Record<string, string> },
  name: K,
): { value: string; onChange: (value: string) => void; error: string | undefined } {
  return { value: form.values[name], onChange: form.set[name], error: form.fields[name] };
}
