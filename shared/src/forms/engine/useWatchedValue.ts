import { useCallback, useSyncExternalStore } from 'react';
import { useForm } from 'react-final-form';
import { readValue } from '../rules/values';

/**
 * The current value of another field, without registering it (registering would make a hidden parent look
 * present). Re-renders only when that value changes.
 */
export function useWatchedValue(name: string | undefined): unknown {
  const form = useForm();
  const subscribe = useCallback((onChange: () => void) => form.subscribe(onChange, { values: true }), [form]);
  const get = useCallback(() => (name ? readValue(form.getState().values, name) : undefined), [form, name]);
  return useSyncExternalStore(subscribe, get, get);
}
