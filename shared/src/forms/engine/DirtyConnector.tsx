import { useEffect } from 'react';
import type { FormApi } from 'final-form';
import type { FormValues } from '../rules/types';
import type { DirtyTracker } from './createDirtyTracker';

/** Tells the dirty tracker about every change of the answers. */
export function DirtyConnector({ tracker, form }: { tracker: DirtyTracker; form: FormApi<FormValues> }) {
  useEffect(() => form.subscribe(({ values }) => tracker.update(values), { values: true }), [tracker, form]);
  return null;
}
