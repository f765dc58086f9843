import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSearchResponse } from '../../testing/searchFixtures';
import { renderSearchPage, searches } from './testSearchPage';

describe('a search that finds nothing (issue 14 #3)', () => {
  const none = (over: Partial<ReturnType<typeof makeSearchResponse>['resultsMetaData']> = {}) => {
    const response = makeSearchResponse(0);
    return { ...response, resultsMetaData: { ...response.resultsMetaData, ...over } };
  };
  const waysOn = [
    { kind: 'query' as const, label: 'DevOps Engineer', count: 12, params: { query: 'DevOps Engineer', location: 'Munich', filters: {} } },
    { kind: 'drop_location' as const, label: 'Anywhere', count: 1, params: { query: 'devops', location: '', filters: {} } },
  ];

  test('says what was searched and runs the server\'s ways on as links', async () => {
    const { transport } = renderSearchPage({
      url: '/careers/search?query=devops&location=München',
      routes: {
        'GET /api/pcsx/search': (req) =>
          req.params?.query === 'devops' ? none({ query: 'devops', location: { kind: 'text', label: 'München' }, waysOn }) : makeSearchResponse(12),
      },
    });
    expect(await screen.findByText('No jobs found for “devops” in München')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'These searches find jobs:' });
    const way = within(list).getByRole('link', { name: 'DevOps Engineer' });
    expect(way).toHaveAttribute('href', '/careers/search?query=DevOps%20Engineer&location=Munich');
    expect(within(list).getByText('12 jobs')).toBeInTheDocument();
    expect(within(list).getByText('1 job')).toBeInTheDocument();
    // The server already offers 'Anywhere': the page does not repeat it; it offers all jobs.
    expect(screen.queryByRole('button', { name: 'Search all locations' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all jobs' })).toBeInTheDocument();
    // Heard, with the number of ways on; the keyboard stays where it was. The announcement is set after the
    // results paint (a live region must change to be read), so it is waited for, not read at once.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No jobs found for “devops” in München. 2 other searches find jobs.'),
    );
    await userEvent.click(way);
    await waitFor(() => expect(searches(transport).at(-1)?.params).toMatchObject({ query: 'DevOps Engineer', location: 'Munich', start: 0 }));
    expect(window.location.search).toBe('?query=DevOps%20Engineer&location=Munich');
    expect(await screen.findByText('12 jobs found')).toBeInTheDocument();
  });

  // User trial s21: the link 'Location: Berlin · 3 jobs' led to the search WITHOUT Berlin, the opposite of what it said.
  test('a way on that drops a filter is named after the search it leads to: without that filter', async () => {
    const drop = { kind: 'drop_filter' as const, label: 'Location: Berlin', count: 3, params: { query: 'engineer', location: '', filters: { department: ['Sales'] } } };
    const { transport } = renderSearchPage({
      url: '/careers/search?query=engineer&filter_department=Sales&filter_location=Berlin',
      routes: {
        'GET /api/pcsx/search': (req) => (req.params?.filter_location ? none({ query: 'engineer', waysOn: [drop] }) : makeSearchResponse(3)),
      },
    });
    expect(await screen.findByText('No jobs found for “engineer” with 2 filters')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'These searches find jobs:' });
    expect(within(list).queryByRole('link', { name: 'Location: Berlin' })).not.toBeInTheDocument();
    const way = within(list).getByRole('link', { name: 'Without Location: Berlin' });
    expect(way).toHaveAttribute('href', '/careers/search?query=engineer&filter_department=Sales');
    expect(way.closest('li')).toHaveTextContent(/^Without Location: Berlin3 jobs$/);
    await userEvent.click(way);
    await waitFor(() => expect(window.location.search).toBe('?query=engineer&filter_department=Sales'));
    expect(searches(transport).at(-1)?.params?.filter_location).toBeUndefined();
  });

  test('with no ways from the server, the page offers its own: without filters, all locations, all jobs', async () => {
    const { transport } = renderSearchPage({
      url: '/careers/search?query=nurse&location=Atlantis&filter_department=Sales',
      routes: {
        'GET /api/pcsx/search': (req) => (req.params?.query === 'nurse' ? none({ query: 'nurse' }) : makeSearchResponse(25)),
      },
    });
    expect(await screen.findByText('No jobs found for “nurse” in Atlantis with 1 filter')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'These searches find jobs:' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search without filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search all locations' }));
    await waitFor(() => expect(window.location.search).toBe('?query=nurse'));
    await waitFor(() => expect(searches(transport).at(-1)?.params).toMatchObject({ query: 'nurse' }));
    expect(searches(transport).at(-1)?.params?.location ?? '').toBe('');
  });
});
