import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeLoginModal, completeLogin, loginModalStore, openLoginModal, setSession } from '@careers/shared/state';
import { renderSearchPage, details, loggedOut } from './testSearchPage';

// Logging in on the search page: saving jobs, the login modal, and the sort going back to relevance.
test('saving while logged out opens the login modal; the save runs after login on the jobs pages', async () => {
  const { transport } = renderSearchPage({ boot: { user: { isLoggedIn: false, id: null }, profile: null } });
  await userEvent.click(await within(await screen.findByRole('region', { name: 'Position details' })).findByRole('button', { name: 'Save job' }));
  expect(loginModalStore.isOpen).toBe(true);
  expect(loginModalStore.allowedRoutes).toEqual(['jobs', 'singlePosition']);
  expect(transport.calls.some((c) => c.path === '/api/pcsx/position_action')).toBe(false);
  await act(async () => {
    await loginModalStore.pendingAction?.();
  });
  expect(transport.calls.filter((c) => c.path === '/api/pcsx/position_action').map((c) => c.body)).toEqual([
    { position_id: 1, action: 'save', domain: 'demo.test' },
  ]);
  expect(within(details()).getByRole('button', { name: 'Saved' })).toBeInTheDocument();
});

test('a logged-in candidate saves and unsaves at once', async () => {
  const { transport } = renderSearchPage();
  const pane = await screen.findByRole('region', { name: 'Position details' });
  await userEvent.click(await within(pane).findByRole('button', { name: 'Save job' }));
  // The new label shows it; a polite word tells whoever is not looking at the button.
  expect(await within(pane).findByText('Job saved')).toBeInTheDocument();
  await userEvent.click(await within(pane).findByRole('button', { name: 'Saved' }));
  expect(await within(pane).findByRole('button', { name: 'Save job' })).toBeInTheDocument();
  expect(await within(pane).findByText('Job removed from your saved jobs')).toBeInTheDocument();
  expect(transport.calls.filter((c) => c.path === '/api/pcsx/position_action').map((c) => (c.body as { action: string }).action)).toEqual(['save', 'unsave']);
});

test('show_login_modal=1 opens the login modal for a visitor and leaves the address', async () => {
  renderSearchPage({ url: '/careers/search?query=nurse&show_login_modal=1', boot: { user: { isLoggedIn: false, id: null } } });
  expect(loginModalStore.isOpen).toBe(true);
  await waitFor(() => expect(window.location.search).toBe('?query=nurse'));
});

test('the sort goes back to relevance when the visitor logs in', async () => {
  renderSearchPage({ url: '/careers/search?query=nurse&sort_by=newest', boot: { user: { isLoggedIn: false, id: null } } });
  await screen.findByRole('link', { name: /^Position 1, / });
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  act(() => setSession({ user: { groupId: 'demo.test', isLoggedIn: true, is_admin: false, id: '7' } }));
  await waitFor(() => expect(window.location.search).toBe('?query=nurse'));
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
});

test('closing the login modal that the address opened puts the keyboard in the search box', async () => {
  renderSearchPage({ url: '/careers/search?show_login_modal=1', boot: loggedOut });
  expect(loginModalStore.isOpen).toBe(true);
  act(() => closeLoginModal());
  // A budget, not a speed check: the focus follows the page's first render, over 1 s on a busy CI machine.
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Job title, skill or keyword' })).toHaveFocus(), { timeout: 5000 });
});

describe('a login on the search page reloads it with the sort back to relevance (spec §4)', () => {
  // What the reload will read: the address at the moment the page reloads.
  const reloadSeeing = () => {
    const seen: string[] = [];
    return { seen, reload: () => void seen.push(window.location.search) };
  };

  test('logging in from the navbar', async () => {
    renderSearchPage({ url: '/careers/search?query=nurse&sort_by=newest&start=10', boot: loggedOut });
    await screen.findByRole('link', { name: /^Position 11, / });
    await act(async () => openLoginModal());
    const { seen, reload } = reloadSeeing();
    await act(() => completeLogin('jobs', reload));
    expect(seen).toEqual(['?query=nurse']);
  });

  test('logging in to save a job keeps the sort and the job (issue 14 #5): the save runs too', async () => {
    const { transport } = renderSearchPage({ url: '/careers/search?query=nurse&sort_by=newest', boot: loggedOut });
    await userEvent.click(await within(await screen.findByRole('region', { name: 'Position details' })).findByRole('button', { name: 'Save job' }));
    await act(async () => undefined);
    const { seen, reload } = reloadSeeing();
    await act(() => completeLogin('jobs', reload));
    expect(seen).toEqual(['?query=nurse&sort_by=newest&pid=1']);
    expect(transport.calls.filter((c) => c.path === '/api/pcsx/position_action').map((c) => c.body)).toEqual([{ position_id: 1, action: 'save', domain: 'demo.test' }]);
  });

  test('closing the modal without logging in keeps the sort', async () => {
    renderSearchPage({ url: '/careers/search?query=nurse&sort_by=newest', boot: loggedOut });
    await screen.findByRole('link', { name: /^Position 1, / });
    await act(async () => openLoginModal());
    act(() => closeLoginModal());
    await act(async () => undefined);
    expect(window.location.search).toBe('?query=nurse&sort_by=newest');
    expect(loginModalStore.pendingAction).toBeNull();
  });
});
