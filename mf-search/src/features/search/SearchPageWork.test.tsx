import { act, screen, within } from '@testing-library/react';
import { assistantStore } from '../../assistant';
import { savedStore } from '../../state/savedStore';
import { useFormatDate } from '@careers/shared/ui';
import { renderSearchPage } from './testSearchPage';

// Issue 27: the work the results list does, counted (not timed). A result row takes the date formatter when it
// renders, so useFormatDate's calls count the rows rendered. Before the rows were memoised, every render of
// the page (a store it reads changing, the results arriving, a toggle) rendered all ten rows again, in the
// long task that kept the search page's Total Blocking Time over its goal on phones.
jest.mock('@careers/shared/ui', () => {
  const actual = jest.requireActual<typeof import('@careers/shared/ui')>('@careers/shared/ui');
  return { ...actual, useFormatDate: jest.fn(actual.useFormatDate) };
});
const rowsRendered = () => (useFormatDate as jest.Mock).mock.calls.length;

beforeEach(() => (useFormatDate as jest.Mock).mockClear());

test('a page of results renders each row once; a render of the page that changes no row renders none again', async () => {
  renderSearchPage({ wide: false });
  const list = (await screen.findByRole('link', { name: /^Position 1, / })).closest('ol') as HTMLElement;
  expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  expect(rowsRendered()).toBe(10);
  // The page renders again (it reads the assistant's store): the rows are the same, so none renders.
  // (valtio tells React in a microtask: an async act waits for it.)
  await act(async () => {
    assistantStore.open = true;
  });
  expect(rowsRendered()).toBe(10);
});

test('saving one position renders its row again, and only that row', async () => {
  renderSearchPage({ wide: false });
  const link = await screen.findByRole('link', { name: /^Position 3, / });
  const before = rowsRendered();
  await act(async () => {
    savedStore.byId = { 3: true };
  });
  expect(within(link.closest('li') as HTMLElement).getByText('Saved')).toBeInTheDocument();
  expect(rowsRendered() - before).toBe(1);
});
