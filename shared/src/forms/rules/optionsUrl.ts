import { isEmptyValue } from './isEmptyValue';

const PARENT_PLACEHOLDER = /\{\{parentValue\}\}/g;

/**
 * A select's endpoint address with '{{parentValue}}' filled, or null while the parent has no value. The browser's
 * toolkit asks this address, and the server names the answer it draws the select with by it (one spelling for both).
 * @example optionsUrl('/api/pcsx/form_options/regions?parent={{parentValue}}', 'US') // '/api/pcsx/form_options/regions?parent=US'
 */
export function optionsUrl(endpoint: string, parentValue: unknown): string | null {
  const needsParent = endpoint.match(PARENT_PLACEHOLDER) !== null;
  if (needsParent && isEmptyValue(parentValue)) return null;
  return endpoint.replace(PARENT_PLACEHOLDER, encodeURIComponent(String(parentValue ?? '')));
}
