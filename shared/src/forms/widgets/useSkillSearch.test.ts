import { act, renderHook } from '@testing-library/react';
import { useSkillSearch } from './useSkillSearch';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settle = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

it('asks once typing pauses, with the trimmed text, and leaves out the skills already chosen', async () => {
  const skillSearch = jest.fn(async () => ['TypeScript', 'Type theory']);
  const { result, rerender } = renderHook(({ query }) => useSkillSearch(query, skillSearch, (skill) => skill === 'TypeScript'), { initialProps: { query: ' t' } });
  rerender({ query: ' ty' });
  rerender({ query: ' typ ' });
  await settle(299);
  expect(skillSearch).not.toHaveBeenCalled();
  await settle(1);
  expect(skillSearch).toHaveBeenCalledTimes(1);
  expect(skillSearch).toHaveBeenCalledWith('typ');
  expect(result.current.results).toEqual(['Type theory']);
});

it('drops an answer that arrives after the text changed, and shows nothing for empty text or a failed search', async () => {
  let answer: (found: string[]) => void = () => {};
  const skillSearch = jest.fn((query: string) => (query === 'slow' ? new Promise<string[]>((resolve) => (answer = resolve)) : Promise.reject(new Error('down'))));
  const { result, rerender } = renderHook(({ query }) => useSkillSearch(query, skillSearch, () => false), { initialProps: { query: 'slow' } });
  await settle(300);
  rerender({ query: 'fails' });
  await act(async () => answer(['Old result']));
  expect(result.current.results).toEqual([]);
  await settle(300);
  expect(skillSearch).toHaveBeenLastCalledWith('fails');
  expect(result.current.results).toEqual([]);
  rerender({ query: '  ' });
  await settle(300);
  expect(skillSearch).toHaveBeenCalledTimes(2);
});
