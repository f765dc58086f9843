import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assistantStore } from '../../assistant';
import { cartRoutes, deferred, position } from '../../cart/testCart';
import { makeDetails, makeSearchResponse } from '../../testing/searchFixtures';
import { renderSearchPage, details } from './testSearchPage';

// Phone and desktop layouts: where the details show, and where the keyboard focus goes.
test('on a phone, choosing a position opens its view with focus on its title; Back to results returns to it', async () => {
  renderSearchPage({ wide: false });
  // Nothing is opened by itself on a phone: the list is the page.
  await userEvent.click(await screen.findByRole('link', { name: /^Position 2, / }));
  expect(screen.queryByRole('heading', { name: /Search results/ })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Position 2' })).toHaveFocus());
  expect(window.location.search).toBe('?pid=2');
  const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  await userEvent.click(screen.getByRole('button', { name: 'Back to results' }));
  await act(() => back);
  await waitFor(() => expect(screen.getByRole('link', { name: /^Position 2, / })).toHaveFocus());
  expect(window.location.search).toBe('');
});

test('on a desktop the details stay while the next page loads, and the job cart is not asked for again', async () => {
  const secondPage = deferred<unknown>();
  const { transport } = renderSearchPage({
    boot: { configs: { pcsxConfig: { jobCartConfig: { enabled: true } } } },
    routes: {
      ...cartRoutes([position(1, 'Position 1')], []),
      'GET /api/pcsx/search': (req) => (Number(req.params?.start ?? 0) === 10 ? secondPage.promise : makeSearchResponse(25)),
    },
  });
  await within(await screen.findByRole('region', { name: 'Position details' })).findByText('You will build things.');
  expect(await within(details()).findByRole('button', { name: 'Add to job cart', pressed: false })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
  expect(within(details()).getByRole('heading', { level: 2, name: 'Position 1' })).toBeInTheDocument();
  expect(within(details()).getByText('You will build things.')).toBeInTheDocument();
  await act(async () => secondPage.resolve(makeSearchResponse(25, 10)));
  expect(await within(details()).findByRole('heading', { level: 2, name: 'Position 11' })).toBeInTheDocument();
  expect(transport.calls.filter((c) => c.method === 'GET' && c.path === '/api/pcsx/job_cart')).toHaveLength(1);
});

test('on a desktop a position chosen with the keyboard takes the focus to its title; a click leaves it on the list', async () => {
  renderSearchPage({ url: '/careers/search?query=engineer' });
  const fourth = await screen.findByRole('link', { name: /^Position 4, / });
  await userEvent.click(fourth);
  expect(await within(details()).findByRole('heading', { level: 2, name: 'Position 4' })).toBeInTheDocument();
  expect(fourth).toHaveFocus();
  screen.getByRole('link', { name: /^Position 5, / }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(within(details()).getByRole('heading', { level: 2, name: 'Position 5' })).toHaveFocus());
  expect(window.location.search).toBe('?query=engineer&pid=5');
});

test('with the assistant open the whole page gives it room, and results and details sit side by side only with 1024 px left', async () => {
  renderSearchPage({ width: 1280, boot: { configs: { chatbot: { enabled: true }, pcsxConfig: { jobCartConfig: { enabled: false } } } } });
  await within(await screen.findByRole('region', { name: 'Position details' })).findByText('You will build things.');
  await userEvent.click(screen.getByRole('button', { name: 'Ask our assistant' }));
  expect(document.documentElement).toHaveClass('careers-chat-open');
  // 1280 - 400 = 880 px for the page: one column, the list alone.
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Position details' })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: /^Position 1, / })).toBeInTheDocument();
  await act(async () => {
    assistantStore.open = false;
  });
  expect(document.documentElement).not.toHaveClass('careers-chat-open');
  expect(await screen.findByRole('region', { name: 'Position details' })).toBeInTheDocument();
});

test('on a phone, a linked position not on this page gets the focus on its title once loaded; Back to results goes to the results heading', async () => {
  const loaded = deferred<unknown>();
  renderSearchPage({ wide: false, url: '/careers/search?pid=77', routes: { 'GET /api/pcsx/position_details': () => loaded.promise } });
  await waitFor(() => expect(details()).toHaveFocus());
  await act(async () => loaded.resolve(makeDetails(77)));
  await waitFor(() => expect(within(details()).getByRole('heading', { level: 2, name: 'Position 77' })).toHaveFocus());
  await userEvent.click(screen.getByRole('button', { name: 'Back to results' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /Search results/ })).toHaveFocus());
  expect(window.location.search).toBe('');
});
