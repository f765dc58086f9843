import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { initSession } from '@careers/shared/state';
import { createFakeTransport, makeBootData } from '@careers/shared/testing';
import { TransportProvider } from '@careers/shared/transport';
import { clearSuggestionCache, SUGGESTION_CACHE_MS, SUGGESTION_CACHE_SIZE, SUGGESTION_DEBOUNCE_MS, suggestionCacheSize, useSuggestions } from './useSuggestions';

beforeEach(() => {
  jest.useFakeTimers();
  clearSuggestionCache();
  initSession(makeBootData());
});
afterEach(() => jest.useRealTimers());

test('the cache of answers stays bounded: expired answers go, and the oldest beyond the cap', async () => {
  const transport = createFakeTransport({ 'GET /api/pcsx/search_suggestions': (req) => ({ suggestions: [{ type: 'title', text: String(req.params?.term), count: 1 }] }) });
  const wrapper = ({ children }: { children: ReactNode }) => <TransportProvider transport={transport}>{children}</TransportProvider>;
  const { rerender, result } = renderHook(({ term }) => useSuggestions(term, true), { wrapper, initialProps: { term: 'term 0' } });
  for (let i = 0; i <= SUGGESTION_CACHE_SIZE + 20; i += 1) {
    rerender({ term: `term ${i}` });
    await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
  }
  expect(result.current.suggestions[0]?.text).toBe(`term ${SUGGESTION_CACHE_SIZE + 20}`);
  expect(suggestionCacheSize()).toBe(SUGGESTION_CACHE_SIZE);
  await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_CACHE_MS));
  rerender({ term: 'one more' });
  await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
  expect(suggestionCacheSize()).toBe(1);
});
