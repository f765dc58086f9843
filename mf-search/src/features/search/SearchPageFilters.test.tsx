import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSearchPage, searches } from './testSearchPage';

describe('filters', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('ticking filters searches once, 1 s after the last tick, from the first page with no position chosen', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { transport } = renderSearchPage({ url: '/careers/search?query=engineer&start=10&pid=12' });
    await screen.findByRole('link', { name: /^Position 11, / });
    await user.click(screen.getByText('Department', { selector: 'summary' }));
    await user.click(screen.getByRole('checkbox', { name: /Engineering/ }));
    await act(() => jest.advanceTimersByTimeAsync(600));
    await user.click(screen.getByRole('checkbox', { name: /Sales/ }));
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(searches(transport)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(searches(transport)).toHaveLength(2));
    expect(searches(transport)[1]?.params).toMatchObject({ query: 'engineer', start: 0, filter_department: ['Engineering', 'Sales'] });
    expect(window.location.search).toBe('?query=engineer&filter_department=Engineering,Sales');
    expect(await screen.findByRole('heading', { level: 2, name: 'Position 1' })).toBeInTheDocument();
  });

  test('Clear filters searches again at once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { transport } = renderSearchPage({ url: '/careers/search?filter_Department=Sales' });
    await screen.findByRole('link', { name: /^Position 1, / });
    expect(searches(transport)[0]?.params).toMatchObject({ filter_department: ['Sales'] });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(searches(transport)).toHaveLength(2));
    expect(searches(transport)[1]?.params?.filter_department).toBeUndefined();
    expect(window.location.search).toBe('');
    // The button is gone: the keyboard goes on to the first filter, not to the page's start.
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.getByText('Department', { selector: 'summary' })).toHaveFocus();
  });

  test('an address change before a ticked filter is searched (Back) drops the tick', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { transport } = renderSearchPage({ url: '/careers/search?query=designer' });
    await screen.findByRole('link', { name: /^Position 1, / });
    await user.click(screen.getByText('Department', { selector: 'summary' }));
    await user.click(screen.getByRole('checkbox', { name: /Engineering/ }));
    // Back to the search before this one.
    act(() => {
      window.history.replaceState(null, '', '/careers/search?query=engineer');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(window.location.search).toBe('?query=engineer');
    expect(searches(transport).some((c) => c.params?.filter_department)).toBe(false);
    expect(screen.getByRole('checkbox', { name: /Engineering/ })).not.toBeChecked();
  });
});
