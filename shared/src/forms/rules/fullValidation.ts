import { libphonenumberChecker } from './libphonenumberChecker';
import { validateForm as validateFormLight } from './validateForm';
import { validateItem as validateItemLight } from './validateItem';
import type { FormDefinition, FormItem, FormValues, ValidateOptions } from './types';

// The server's entry (rules/index.ts) checks phone numbers with libphonenumber-js metadata from the start.
// The browser uses the light functions, which pick the full checker up once the phone widget has loaded,
// so forms without a phone question never download the metadata.

/** `validateItem` with libphonenumber-js phone checks unless `opts.phoneChecker` says otherwise. */
export function validateItem(item: FormItem, value: unknown, allValues: FormValues, opts: ValidateOptions = {}): string | undefined {
  return validateItemLight(item, value, allValues, { ...opts, phoneChecker: opts.phoneChecker ?? libphonenumberChecker });
}

/** `validateForm` with libphonenumber-js phone checks unless `opts.phoneChecker` says otherwise. */
export function validateForm(def: FormDefinition, values: FormValues, opts: ValidateOptions = {}): Record<string, string> {
  return validateFormLight(def, values, { ...opts, phoneChecker: opts.phoneChecker ?? libphonenumberChecker });
}
