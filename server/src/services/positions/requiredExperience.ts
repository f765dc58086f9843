// "5+ years of experience", "at least 3 years of relevant professional experience", "10 years' experience".
// "(\+\s*)?", not "\+?\s*" after "\s*": two runs of spaces side by side would share a long run in every
// possible way, quadratic work on each job page for a description with one.
const STATED = /(\d{1,2})\s*(?:\+\s*)?(?:or more\s+)?years?['’]?\s+(?:of\s+)?(?:[a-z-]+\s+){0,3}?experience/i;

// When the description states nothing, the level in the title does, as career ladders usually read.
const LEVELS: ReadonlyArray<readonly [RegExp, number]> = [
  [/\bintern(ship)?\b/i, 0],
  [/^junior\b/i, 1],
  [/^(principal|director)\b/i, 10],
  [/^staff\b/i, 8],
  [/^lead\b/i, 6],
  [/^senior\b/i, 5],
];

/**
 * Years of experience a position asks for: what its description states, else what the level in
 * its title implies; null when neither says (a title without a level claims nothing).
 */
export function requiredYearsOf(position: { title: string; description: string }): number | null {
  const stated = STATED.exec(position.description);
  if (stated) return Number(stated[1]);
  for (const [pattern, years] of LEVELS) if (pattern.test(position.title.trim())) return years;
  return null;
}
