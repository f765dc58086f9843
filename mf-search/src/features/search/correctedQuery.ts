/**
 * The query as the server searched it after correcting typos (resultsMetaData.corrections maps a
 * typed word, lower-cased, to known words): 'Senior enginer' + { enginer: ['engineer'] } →
 * 'Senior engineer'. Null when nothing was corrected. Words are split as the server splits them.
 */
export function correctedQuery(query: string, corrections: Readonly<Record<string, readonly string[]>> | undefined): string | null {
  if (!corrections) return null;
  let changed = false;
  const text = query.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const fix = Object.hasOwn(corrections, word.toLowerCase()) ? corrections[word.toLowerCase()]?.[0] : undefined;
    if (!fix) return word;
    changed = true;
    return fix;
  });
  return changed ? text.trim() : null;
}
