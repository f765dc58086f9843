/** Whether a required field has a value; null, undefined, '' and [] count as empty (spec §4 step error counts). */
export function isRequiredFilled(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}
