import { useEffect } from 'react';
import type { FormApi } from 'final-form';
import type { FormValues } from '../rules/types';
import type { VisibilityStore } from './createVisibilityStore';

/** Keeps the visibility store following the form's values while the form is mounted. */
export function VisibilityConnector({ store, form }: { store: VisibilityStore; form: FormApi<FormValues> }) {
  useEffect(() => store.connect(form), [store, form]);
  return null;
}
