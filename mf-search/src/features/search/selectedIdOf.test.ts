import { selectedIdOf } from './selectedIdOf';

const positions = [{ id: 4 }, { id: 9 }];

test('the first result is selected once the results are in', () => {
  expect(selectedIdOf({ pid: null, resultsKey: 'a', positions, choice: null })).toBe(4);
  expect(selectedIdOf({ pid: null, resultsKey: 'a', positions: null, choice: null })).toBeNull();
  expect(selectedIdOf({ pid: null, resultsKey: 'a', positions: [], choice: null })).toBeNull();
});

test('a pid from the address wins over the first result and over earlier choices', () => {
  expect(selectedIdOf({ pid: 77, resultsKey: 'a', positions, choice: { resultsKey: 'a', id: null } })).toBe(77);
});

test('a cleared selection stays cleared for its result set, and a new search selects again', () => {
  expect(selectedIdOf({ pid: null, resultsKey: 'a', positions, choice: { resultsKey: 'a', id: null } })).toBeNull();
  expect(selectedIdOf({ pid: null, resultsKey: 'b', positions, choice: { resultsKey: 'a', id: null } })).toBe(4);
});

test('while a new result set loads, the position shown before stays selected; then the first result is', () => {
  expect(selectedIdOf({ pid: null, resultsKey: 'b', positions: null, choice: { resultsKey: 'a', id: 9 }, previous: 9 })).toBe(9);
  expect(selectedIdOf({ pid: null, resultsKey: 'b', positions, choice: { resultsKey: 'a', id: 9 }, previous: 9 })).toBe(4);
});
