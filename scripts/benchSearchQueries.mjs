// Searches a candidate types for the first time, for `pnpm bench search`: made from the seeded positions' own
// words (scripts/benchSearchData.mjs) with a seeded generator, so every run sends the same list.
import { searchPath } from './benchSearchMix.mjs';
import { wordsOf } from './benchSearchData.mjs';

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A word with one slip of the keyboard: two neighbouring letters swapped, one left out, or one doubled. */
function typo(word, random) {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + word[at] + word.slice(at);
}

/**
 * `count` distinct search addresses (none of them in `exclude`), each of one kind in turn: a title word, a prefix
 * of one (typing in progress), two words of a title, two title words of different jobs, a word with a typo, a
 * word in a place, a word with a filter, a whole title, a skill. `kinds` counts how many of each were made.
 */
export function firstTimeSearches(data, { count = 300, seed = 26, exclude = [] } = {}) {
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const titleWords = [...new Set(data.titles.flatMap(wordsOf))].filter((w) => w.length >= 3).sort();
  const longWords = titleWords.filter((w) => w.length >= 5);
  const q = (text) => `query=${encodeURIComponent(text)}`;
  const filters = [
    () => `filter_department=${encodeURIComponent(pick(data.departments))}`,
    () => `filter_employment_type=${encodeURIComponent(pick(data.employmentTypes))}`,
    () => `filter_skills=${encodeURIComponent(pick(data.skills))}`,
    () => 'filter_is_remote=1',
  ];
  const kinds = {
    'title word': () => q(pick(titleWords)),
    'prefix of a title word': () => {
      const word = pick(longWords);
      return q(word.slice(0, 3 + Math.floor(random() * (word.length - 3))));
    },
    'two words of a title': () => {
      const words = wordsOf(pick(data.titles));
      const at = Math.floor(random() * Math.max(1, words.length - 1));
      return q(words.slice(at, at + 2).join(' '));
    },
    'two title words': () => q(`${pick(titleWords)} ${pick(titleWords)}`),
    'word with a typo': () => q(typo(pick(longWords), random)),
    'word in a place': () => `${q(pick(titleWords))}&location=${encodeURIComponent(random() < 0.7 ? pick(data.cities) : pick(data.countries))}`,
    'word with a filter': () => `${q(pick(titleWords))}&${pick(filters)()}`,
    'whole title': () => q(pick(data.titles)),
    skill: () => q(pick(data.skills)),
  };
  const names = Object.keys(kinds);
  const seen = new Set(exclude);
  const searches = [];
  const made = Object.fromEntries(names.map((name) => [name, 0]));
  for (let tries = 0; searches.length < count && tries < count * 50; tries++) {
    const name = names[tries % names.length];
    const path = searchPath(kinds[name]());
    if (seen.has(path)) continue;
    seen.add(path);
    searches.push(path);
    made[name] += 1;
  }
  return { searches, kinds: made };
}
