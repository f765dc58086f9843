/** The DOM id of a section's element (step links scroll to it). */
export function sectionDomId(idPrefix: string, sectionId: string): string {
  return `${idPrefix}-section-${sectionId.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
