import { ARRAY_ERROR, getIn } from 'final-form';

/** The validation error of field `name` in final-form's (nested) errors object. */
export function fieldError(errors: object | undefined, name: string): string | undefined {
  if (!errors) return undefined;
  const error: unknown = getIn(errors, name);
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && ARRAY_ERROR in error) return String((error as Record<string, unknown>)[ARRAY_ERROR]);
  return undefined;
}
