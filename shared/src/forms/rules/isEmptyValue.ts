/**
 * Whether a value counts as not filled in (spec §4: null, empty string, empty array), also for the
 * structured values: a phone without a number, a date range without either date.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('number' in record && 'callingCode' in record) return isEmptyValue(record.number);
    if ('startDate' in record || 'endDate' in record || 'isCurrent' in record) {
      return isEmptyValue(record.startDate) && isEmptyValue(record.endDate) && record.isCurrent !== true;
    }
    return Object.keys(record).length === 0;
  }
  return false;
}
