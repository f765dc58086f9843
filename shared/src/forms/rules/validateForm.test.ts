import { validateForm } from './validateForm';
import { isItemVisible, isSectionVisible, pruneHiddenValues } from './visibility';
import { flattenValues, nestValues } from './values';
import type { FormDefinition } from './types';

const def: FormDefinition = {
  id: 'f', name: 'f', title: 'Form', kind: 'general', layout: 'simple',
  sections: [
    {
      id: 's1', title: 'About you',
      items: [
        { name: 'hasCar', label: 'Do you have a car?', type: 'radio', required: true, options: [{ label: 'Yes', value: 'yes' }, { label: 'No', value: 'no' }] },
        { name: 'carModel', label: 'Car model', type: 'text', required: true, dependencies: ['hasCar'], visibleWhen: { equals: 'yes' } },
        { name: 'carColour', label: 'Colour', type: 'text', required: true, dependencies: ['carModel'], visibleWhen: { notEmpty: true } },
      ],
    },
    {
      id: 's2', title: 'Jobs',
      items: [
        {
          name: 'jobs', label: 'Jobs', type: 'dynamicList', rules: [{ type: 'minLength', value: 1, message: 'Add a job' }],
          items: [
            { name: 'title', label: 'Title', type: 'text', required: true },
            { name: 'kind', label: 'Kind', type: 'text' },
            { name: 'other', label: 'Other kind', type: 'text', required: true, dependencies: ['kind'], visibleFn: ([kind]) => kind === 'other' },
          ],
        },
      ],
    },
    { id: 's3', title: 'Hidden', items: [{ name: 'secret', label: 'Secret', type: 'text', required: true, dependencies: ['hasCar'], visibleWhen: { in: ['maybe'] } }] },
  ],
};

describe('validateForm', () => {
  it('reports visible questions only, by name', () => {
    expect(validateForm(def, {})).toEqual({ hasCar: 'Do you have a car is required', jobs: 'Add a job' });
    expect(validateForm(def, { hasCar: 'yes' })).toEqual({ carModel: 'Car model is required', jobs: 'Add a job' });
  });

  it('ignores answers of hidden questions for their dependants', () => {
    // carModel is hidden (hasCar = no), so carColour must not show although carModel holds a stale value.
    expect(validateForm(def, { hasCar: 'no', carModel: 'Mini', jobs: [{ title: 'Cook' }] })).toEqual({});
    expect(pruneHiddenValues(def, { hasCar: 'no', carModel: 'Mini', carColour: 'red' })).toEqual({ hasCar: 'no' });
  });

  it('validates dynamic list entries under prefixed names, flat or nested', () => {
    const flat = { hasCar: 'no', 'jobs[0].title': '', 'jobs[0].kind': 'other', 'jobs[1].title': 'Chef', 'jobs[1].kind': null };
    const expected = { 'jobs[0].title': 'Title is required', 'jobs[0].other': 'Other kind is required' };
    expect(validateForm(def, flat)).toEqual(expected);
    expect(validateForm(def, nestValues(def, flat))).toEqual(expected);
  });

  it('round-trips values between the flat and nested shapes', () => {
    const nested = { hasCar: 'yes', jobs: [{ title: 'Cook', kind: null, other: null }, { title: '', kind: 'other', other: 'x' }] };
    const flat = flattenValues(def, nested);
    expect(flat).toMatchObject({ 'jobs[0].title': 'Cook', 'jobs[1].other': 'x' });
    expect(flat.jobs).toBeUndefined();
    expect(nestValues(def, flat)).toEqual(nested);
  });
});

describe('visibility', () => {
  it('hides by visibleFn over the dependency values and shows items without dependencies', () => {
    const item = { name: 'x', label: 'X', type: 'text' as const, dependencies: ['a', 'b'], visibleFn: ([a, b]: unknown[]) => a === 1 && b === 2 };
    expect(isItemVisible(item, { a: 1, b: 2 })).toBe(true);
    expect(isItemVisible(item, { a: 1, b: 3 })).toBe(false);
    expect(isItemVisible({ name: 'y', label: 'Y', type: 'text' }, {})).toBe(true);
  });

  it('matches a checkbox group dependency when any chosen value matches', () => {
    const item = { name: 'x', label: 'X', type: 'text' as const, dependencies: ['days'], visibleWhen: { equals: 'sat' } };
    expect(isItemVisible(item, { days: ['mon', 'sat'] })).toBe(true);
    expect(isItemVisible(item, { days: ['mon'] })).toBe(false);
  });

  it('hides a section when all its questions are hidden', () => {
    const hidden = def.sections[2]!;
    expect(isSectionVisible(hidden, { hasCar: 'yes' })).toBe(false);
    expect(isSectionVisible(hidden, { hasCar: 'maybe' })).toBe(true);
  });
});
