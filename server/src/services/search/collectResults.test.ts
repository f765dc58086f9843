import { collectResults, scratchCount, type Conditions } from './collectResults';
import { generatedIndex, randomOf, type GeneratedPosition } from '../../testing/generatedIndex';
import type { SearchIndex } from './searchIndex';

const DEPARTMENTS = ['Engineering', 'Design', 'Sales'];
const SKILLS = ['Go', 'Python', 'SQL', 'Sales'];

/** `size` positions (ids 1..size, newest first), each in a department, remote or not, with random skills. */
function indexOf(size: number, random: () => number): { index: SearchIndex; department: string[]; skills: string[][] } {
  const department: string[] = [];
  const skills: string[][] = [];
  const positions: GeneratedPosition[] = [];
  for (let id = 1; id <= size; id++) {
    const d = DEPARTMENTS[Math.floor(random() * DEPARTMENTS.length)] as string;
    const isRemote = random() < 0.3 ? 1 : 0;
    department[id] = d;
    skills[id] = SKILLS.filter(() => random() < 0.4);
    positions.push({ department: d, isRemote, skills: skills[id] });
  }
  return { index: generatedIndex(positions), department, skills };
}

const conditions = (filters: Record<string, string[]>, text: Uint8Array | null = null): Conditions => ({
  text,
  location: { pass: null, distance: null },
  filters,
  facets: ['department', 'skills'],
  maxOptions: 100,
  maxMarkers: 100,
});

const countsOf = (options: Array<{ value: string; count: number }> | undefined) => Object.fromEntries((options ?? []).map((o) => [o.value, o.count]));

test("options count every row passing the other filters, whether most rows count (the index's totals less the rest) or few", () => {
  const random = randomOf(7);
  const { index, department, skills } = indexOf(2000, random);
  const cases: Array<Record<string, string[]>> = [{}, { skills: ['Python', 'Go'] }, { department: ['Design'] }, { department: ['Sales'], skills: ['SQL'] }];
  for (const filters of cases) {
    for (const share of [1, 0.9, 0.1]) {
      const text = share === 1 ? null : Uint8Array.from({ length: index.size }, () => (random() < share ? 1 : 0));
      const found = collectResults(index, conditions(filters, text));
      // The same counts, row by row: a row counts for a filter's options when it passes every other condition.
      const dept: Record<string, number> = {};
      const skill: Record<string, number> = {};
      const rows: number[] = [];
      for (let r = 0; r < index.size; r++) {
        const id = index.ids[r] as number;
        if (text && text[r] === 0) continue;
        const inDept = !filters.department || filters.department.includes(department[id] as string);
        const inSkills = !filters.skills || (skills[id] ?? []).some((s) => filters.skills?.includes(s));
        if (inDept && inSkills) rows.push(r);
        if (inSkills) dept[department[id] as string] = (dept[department[id] as string] ?? 0) + 1;
        if (inDept) for (const s of skills[id] ?? []) skill[s] = (skill[s] ?? 0) + 1;
      }
      expect(Array.from(found.rows)).toEqual(rows);
      expect(countsOf(found.options.department)).toEqual(dept);
      expect(countsOf(found.options.skills)).toEqual(skill);
    }
  }
});

test('index-sized arrays are made once per index, not per search, and a search keeps its rows when the next one runs', () => {
  const { index } = indexOf(3000, randomOf(3));
  collectResults(index, conditions({}));
  const made = scratchCount();
  const first = collectResults(index, conditions({ department: ['Design'] }));
  const rowsBefore = Array.from(first.rows);
  for (let i = 0; i < 20; i++) collectResults(index, conditions(i % 2 ? { skills: ['Go'] } : { department: ['Sales'] }));
  expect(scratchCount()).toBe(made);
  expect(Array.from(first.rows)).toEqual(rowsBefore);
  // Another index (a new search_version) gets its own.
  collectResults(indexOf(100, randomOf(4)).index, conditions({}));
  expect(scratchCount()).toBe(made + 1);
});
