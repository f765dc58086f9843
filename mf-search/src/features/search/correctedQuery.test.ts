import { correctedQuery } from './correctedQuery';

test('a corrected word is replaced by the first known word, keeping the rest as typed', () => {
  expect(correctedQuery('Senior enginer', { enginer: ['engineer', 'engineers'] })).toBe('Senior engineer');
  expect(correctedQuery('ENGINER, Berlin', { enginer: ['engineer'] })).toBe('engineer, Berlin');
});

test('nothing corrected is null', () => {
  expect(correctedQuery('engineer', {})).toBeNull();
  expect(correctedQuery('engineer', undefined)).toBeNull();
  expect(correctedQuery('constructor', { enginer: ['engineer'] })).toBeNull();
});
