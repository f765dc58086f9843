import type { FormDefinition } from './types';
import { flattenValues, nestValues, readListEntries } from './values';

const def: FormDefinition = {
  id: 'f', name: 'f', title: 'Form', kind: 'general', layout: 'simple',
  sections: [{ id: 's', title: 'Jobs', items: [{ name: 'jobs', label: 'Jobs', type: 'dynamicList', items: [{ name: 'title', label: 'Title', type: 'text' }] }] }],
};

describe('dynamic list values', () => {
  test('nested and flat shapes read the same entries', () => {
    expect(readListEntries({ jobs: [{ title: 'A' }, null] }, 'jobs')).toEqual([{ title: 'A' }, {}]);
    expect(readListEntries({ 'jobs[1].title': 'B' }, 'jobs')).toEqual([{}, { title: 'B' }]);
    expect(nestValues(def, flattenValues(def, { jobs: [{ title: 'A' }] }))).toEqual({ jobs: [{ title: 'A' }] });
  });

  test('a huge list is read no further than any real list goes (1,001 entries), in either shape', () => {
    const started = Date.now();
    expect(readListEntries({ jobs: Array.from({ length: 300_000 }, () => ({ title: 'x' })) }, 'jobs')).toHaveLength(1001);
    expect(Object.keys(flattenValues(def, { jobs: Array.from({ length: 300_000 }, () => ({})) }))).toHaveLength(1001);
    expect(readListEntries({ 'jobs[5000].title': 'x', 'jobs[2].title': 'y' }, 'jobs')).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
