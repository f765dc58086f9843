import { interpolate } from './interpolate';

it.each([
  ['%(count)s errors found', { count: 3 }, '3 errors found'],
  ['%(name)s is required', { name: 'Email' }, 'Email is required'],
  ['%(a)s and %(a)s', { a: 'x' }, 'x and x'],
  ['Upload at least %(count)s file.', {}, 'Upload at least %(count)s file.'],
  ['%(count)s Jobs, click to expand', { other: 1 }, '%(count)s Jobs, click to expand'],
  ['Zero is a value: %(n)s', { n: 0 }, 'Zero is a value: 0'],
])('%s', (template, values, expected) => {
  expect(interpolate(template, values)).toBe(expected);
});
