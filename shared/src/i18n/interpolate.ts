/**
 * Fills `%(name)s` placeholders; names without a value stay as written so a missing value is visible.
 * @example interpolate('%(count)s errors found', { count: 3 }) // '3 errors found'
 */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/%\((\w+)\)s/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
