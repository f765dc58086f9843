import { isDomainError } from '../../domainErrors';
import { cleanValues, MAX_LIST_ENTRIES } from './formValues';
import type { FormDefinition } from './rules';

const def: FormDefinition = {
  id: 'f', name: 'f', title: 'Form', kind: 'general', layout: 'simple',
  sections: [
    {
      id: 's', title: 'All',
      items: [
        { name: 'jobs', label: 'Jobs', type: 'dynamicList', items: [{ name: 'title', label: 'Title', type: 'text' }] },
        { name: 'rating', label: 'Rating', type: 'star_rating' },
        { name: 'years', label: 'Years', type: 'number' },
        { name: 'sign', label: 'Sign', type: 'esignForm' },
        { name: 'note', label: 'Note', type: 'info' },
      ],
    },
  ],
};

function refusal(values: Record<string, unknown>): string {
  try {
    cleanValues(def, values);
  } catch (error) {
    if (isDomainError(error, 'bad_input')) return error.message;
    throw error;
  }
  throw new Error('accepted');
}

test('a list without a maxLength rule stops at the hard cap of 50 entries, before it is flattened', () => {
  expect(MAX_LIST_ENTRIES).toBe(50);
  const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Job ${i}`, junk: 'x' }));
  const fifty = cleanValues(def, { jobs: entries(50) });
  expect(Object.keys(fifty)).toHaveLength(50);
  expect(fifty['jobs[49].title']).toBe('Job 49');
  expect(refusal({ jobs: entries(51) })).toBe('The field "values.jobs" has more than 50 entries.');
  expect(refusal({ 'jobs[50].title': 'x' })).toBe('The field "values.jobs" has more than 50 entries.');
  // A huge list is refused on its length, before any entry is read (reads are counted, not timed).
  let entriesRead = 0;
  const huge = new Proxy(Array.from({ length: 300_000 }, () => ({})), {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) entriesRead += 1;
      return Reflect.get(target, key, receiver);
    },
  });
  expect(refusal({ jobs: huge })).toBe('The field "values.jobs" has more than 50 entries.');
  expect(entriesRead).toBeLessThanOrEqual(MAX_LIST_ENTRIES + 1);
  expect(refusal({ jobs: { toString: 1 } })).toBe('The field "values.jobs" must be a list.');
  expect(refusal({ jobs: [{ title: 'a' }, 7] })).toBe('The field "values.jobs[1]" must be an object.');
});

test('numbers may be numeric strings; e-signatures keep their two fields; info questions keep nothing', () => {
  expect(cleanValues(def, { rating: 4, years: '12', sign: { signed: true, signedAt: '2026-01-01T00:00:00.000Z', evil: {} }, note: 'x' })).toEqual({
    rating: 4, years: '12', sign: { signed: true, signedAt: '2026-01-01T00:00:00.000Z' },
  });
  expect(cleanValues(def, { years: '', rating: null })).toEqual({ years: '', rating: null });
  expect(refusal({ years: 'twelve' })).toBe('The field "values.years" must be a number.');
  expect(refusal({ rating: { valueOf: 5 } })).toBe('The field "values.rating" must be a number.');
  expect(refusal({ sign: { signed: 'yes' } })).toBe('The field "values.sign.signed" must be true or false.');
});
