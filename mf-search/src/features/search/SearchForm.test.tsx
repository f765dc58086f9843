import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, makeBootData, renderWithProviders, type FakeHandler } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { clearSuggestionCache, SUGGESTION_CACHE_MS } from '../../data/useSuggestions';
import { SearchForm } from './SearchForm';

const suggestions = {
  term: 'eng',
  suggestions: [
    { type: 'title', text: 'Engineering Manager', count: 12 },
    { type: 'skill', text: 'English', count: 40 },
    { type: 'location', text: 'England', count: 9 },
  ],
};

function setup(handler: FakeHandler = () => suggestions, props: Partial<Parameters<typeof SearchForm>[0]> = {}) {
  const onSearch = jest.fn();
  const transport = createFakeTransport({ 'GET /api/pcsx/search_suggestions': handler });
  renderWithProviders(<SearchForm query="" location="" onSearch={onSearch} {...props} />, { transport, boot: makeBootData({ domain: 'demo.test' }) });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const suggestionCalls = () => transport.calls.filter((c) => c.path === '/api/pcsx/search_suggestions');
  return { onSearch, user, suggestionCalls };
}

beforeEach(() => {
  jest.useFakeTimers();
  clearSuggestionCache();
});
afterEach(() => jest.useRealTimers());

test('suggestions are asked for 500 ms after the last keystroke, then kept for 2 minutes', async () => {
  const { user, suggestionCalls } = setup();
  const box = screen.getByRole('combobox', { name: 'Job title, skill or keyword' });
  await user.type(box, 'en');
  await act(() => jest.advanceTimersByTimeAsync(300));
  await user.type(box, 'g');
  await act(() => jest.advanceTimersByTimeAsync(499));
  expect(suggestionCalls()).toHaveLength(0);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(suggestionCalls().map((c) => c.params)).toEqual([{ domain: 'demo.test', term: 'eng', limit: 10 }]);
  const list = await screen.findByRole('listbox', { name: 'Job title, skill or keyword' });
  // The search box offers titles and skills; places belong to the location box.
  expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Engineering Manager · Job title', 'English · Skill']);
  expect(box).toHaveAttribute('aria-expanded', 'true');

  await user.clear(box);
  await user.type(box, 'eng');
  await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_CACHE_MS - 2000));
  expect(suggestionCalls()).toHaveLength(1);
  await user.clear(box);
  await act(() => jest.advanceTimersByTimeAsync(2000));
  await user.type(box, 'eng');
  await act(() => jest.advanceTimersByTimeAsync(500));
  expect(suggestionCalls()).toHaveLength(2);
});

test('an empty or blank box asks for nothing', async () => {
  const { user, suggestionCalls } = setup();
  await user.type(screen.getByRole('combobox', { name: 'Job title, skill or keyword' }), '   ');
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(suggestionCalls()).toHaveLength(0);
});

test('the keyboard moves through the suggestions and Enter searches with the active one', async () => {
  const { user, onSearch } = setup();
  const box = screen.getByRole('combobox', { name: 'Job title, skill or keyword' });
  await user.type(box, 'eng');
  await act(() => jest.advanceTimersByTimeAsync(500));
  await screen.findByRole('listbox');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  const active = screen.getByRole('option', { name: 'English · Skill' });
  expect(active).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', active.id);
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: 'Engineering Manager · Job title' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowUp}{Enter}');
  expect(onSearch).toHaveBeenCalledWith('English', '');
  expect(box).toHaveValue('English');
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the list; Enter without an active suggestion submits what was typed', async () => {
  const { user, onSearch } = setup();
  const box = screen.getByRole('combobox', { name: 'Job title, skill or keyword' });
  await user.type(box, ' eng ');
  await act(() => jest.advanceTimersByTimeAsync(500));
  await screen.findByRole('listbox');
  await user.keyboard('{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{Enter}');
  expect(onSearch).toHaveBeenCalledWith('eng', '');
});

test('the location box offers places and the current location', async () => {
  const onUseCurrentLocation = jest.fn();
  const { user, onSearch } = setup(undefined, { query: 'nurse', onUseCurrentLocation });
  const box = screen.getByRole('combobox', { name: 'Location' });
  await user.type(box, 'eng');
  await act(() => jest.advanceTimersByTimeAsync(500));
  const list = await screen.findByRole('listbox', { name: 'Location' });
  expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Use my current location', 'England · Location']);
  await user.click(within(list).getByRole('option', { name: 'England · Location' }));
  expect(onSearch).toHaveBeenCalledWith('nurse', 'England');
  await user.clear(box);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onUseCurrentLocation).toHaveBeenCalledTimes(1);
});

test('a special location shows a readable name and keeps its coordinates when searching again', async () => {
  const { user, onSearch } = setup(undefined, { query: 'nurse', location: 'current location:::52.5,13.4' });
  expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Current location');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSearch).toHaveBeenCalledWith('nurse', 'current location:::52.5,13.4');
});

test('a failed suggestion call says so under the box', async () => {
  const { user } = setup(() => Promise.reject(new TransportError('Server error. Please try again.', { status: 500, code: 'server_error' })));
  await user.type(screen.getByRole('combobox', { name: 'Job title, skill or keyword' }), 'eng');
  await act(() => jest.advanceTimersByTimeAsync(500));
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while loading the results');
});

test('Enter with the suggestions open and none chosen searches what was typed and closes the list', async () => {
  const { user, onSearch } = setup();
  const box = screen.getByRole('combobox', { name: 'Job title, skill or keyword' });
  await user.type(box, 'eng');
  await act(() => jest.advanceTimersByTimeAsync(500));
  await screen.findByRole('listbox');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Enter}');
  expect(onSearch).toHaveBeenCalledWith('eng', '');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  // Suggestions come back only when the visitor types again.
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('the boxes take what the server takes, and a term too long for suggestions asks for none', async () => {
  const { user, suggestionCalls } = setup();
  const box = screen.getByRole('combobox', { name: 'Job title, skill or keyword' });
  expect(box).toHaveAttribute('maxLength', '200');
  expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute('maxLength', '300');
  await user.click(box);
  await user.paste('a'.repeat(101));
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(suggestionCalls()).toHaveLength(0);
  await user.keyboard('{Backspace}');
  await act(() => jest.advanceTimersByTimeAsync(500));
  expect(suggestionCalls().map((c) => (c.params?.term as string).length)).toEqual([100]);
});

test('a press anywhere in the suggestions pop-up, not only on an option, keeps the keyboard in the box', async () => {
  const { user } = setup();
  const box = screen.getByRole('combobox', { name: 'Job title, skill or keyword' });
  await user.type(box, 'eng');
  await act(() => jest.advanceTimersByTimeAsync(500));
  const list = await screen.findByRole('listbox', { name: 'Job title, skill or keyword' });
  // fireEvent answers false when the page prevented the default (the browser moving focus away).
  expect(fireEvent.mouseDown(list.parentElement as HTMLElement)).toBe(false);
  expect(fireEvent.mouseDown(within(list).getAllByRole('option')[0] as HTMLElement)).toBe(false);
});
