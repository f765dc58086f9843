// The row-by-row scan text matching used for searches of several conditions until reading rows per
// value (fieldMatches.ts) replaced it: a pass over every row per word. Kept as the reference the tests
// compare fieldMatches with (fieldMatches.test.ts), on the demo company and on generated indexes. The rules: fieldMatches.ts.
import type { TextTerm } from '../services/search/ftsQuery';
import { anchoredTitles, anyHit, fieldWordsOf, foldTerm, formHits, groupHits, hasSkill, placeHits, valueHits } from '../services/search/fieldWords';
import type { SearchIndex } from '../services/search/searchIndex';
import type { TextMatches } from '../services/search/textMatches';

/**
 * The rows of the index whose title, department, skills or place hold every term, and whose place
 * holds every one of `placeWords` (an unknown place name) at the start of a word.
 */
export function fieldMatchesByScan(index: SearchIndex, terms: TextTerm[], placeWords: string[]): TextMatches {
  const words = fieldWordsOf(index);
  const size = index.size;
  const group = index.group;
  const titleCodes = index.title.codes;
  const placeCodes = index.groups.place.codes;
  const rows = new Uint8Array(size).fill(1);
  if (placeWords.length) {
    const places = placeHits(words.place, placeWords);
    for (let r = 0; r < size; r++) if (places[placeCodes[group[r] as number] as number] === 0) rows[r] = 0;
  }
  const folded = terms.map(foldTerm);
  const titleHits = folded.map((term) => valueHits(words.title, term));
  folded.forEach((term, t) => {
    const titles = titleHits[t] as Uint8Array;
    const inGroup = groupHits(index, valueHits(words.department, term), valueHits(words.place, term));
    const skills = anyHit(valueHits(words.skill, term));
    const anchored = anchoredTitles(titleHits, t);
    const formGroup = anchored && groupHits(index, formHits(words.department, term), formHits(words.place, term));
    const formSkills = anchored && anyHit(formHits(words.skill, term));
    for (let r = 0; r < size; r++) {
      if (rows[r] === 0) continue;
      const title = titleCodes[r] as number;
      const g = group[r] as number;
      if (titles[title] === 1 || inGroup[g] === 1 || (skills !== null && hasSkill(index, r, skills))) continue;
      const formed = anchored !== null && anchored[title] === 1 && ((formGroup as Uint8Array)[g] === 1 || (formSkills !== null && hasSkill(index, r, formSkills)));
      if (!formed) rows[r] = 0;
    }
  });
  let total = 0;
  for (let r = 0; r < size; r++) total += rows[r] as number;
  return { rows, total, scores: null };
}
