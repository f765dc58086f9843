/** A DOM id for field `name` of the form with id prefix `prefix` ('jobs[0].title' → 'p-jobs-0--title'). */
export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
