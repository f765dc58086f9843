import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepLoginPlace, keptLoginPlace } from '@careers/shared/location';
import { completeLogin, loginModalStore, toastStore } from '@careers/shared/state';
import { clickLink, createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { cartRoutes, position as cartPosition } from '../../cart/testCart';
import { PositionActions } from './PositionActions';

const boot = makeBootData({ domain: 'demo.test', user: { isLoggedIn: true }, configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } });
const render = (applicationStatus?: string | null, closed = false) =>
  renderWithProviders(<PositionActions id={7} savedOnServer={false} closed={closed} onFocusLost={jest.fn()} overrides={null} navigate={jest.fn()} applicationStatus={applicationStatus} />, {
    transport: createFakeTransport(),
    boot,
  });

test("'You applied' with the application's status replaces Apply once the candidate applied", () => {
  render('In review');
  expect(screen.getByText('You applied')).toBeInTheDocument();
  expect(screen.getByText('Status: In review')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Follow your application' })).toHaveAttribute('href', '/careers/applications');
  // Saving stays possible.
  expect(screen.getByRole('button', { name: /Save job/ })).toBeInTheDocument();
});

test("'Save job' is a toggle a screen reader can read: aria-pressed false, then true once saved ('Saved'), false again when unsaved", async () => {
  let saved = false;
  const transport = createFakeTransport({
    'POST /api/pcsx/position_action': () => {
      saved = !saved;
      return { positionUserActions: { isSaved: saved } };
    },
  });
  renderWithProviders(<PositionActions id={7} savedOnServer={false} closed={false} onFocusLost={jest.fn()} overrides={null} navigate={jest.fn()} />, { transport, boot });
  expect(screen.getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(screen.getByRole('button', { name: 'Save job' }));
  expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
  expect(await screen.findByRole('button', { name: 'Save job', pressed: false })).toBeInTheDocument();
  expect(transport.calls.filter((c) => c.path === '/api/pcsx/position_action').map((c) => (c.body as { action: string }).action)).toEqual(['save', 'unsave']);
});

test('without an active application the Apply link is there', () => {
  render(null);
  expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/careers/apply?pid=7');
  expect(screen.queryByText('You applied')).not.toBeInTheDocument();
});

test('Apply moves in the page on a plain click only: a modified click or one already handled is left to the browser', () => {
  const navigate = jest.fn();
  renderWithProviders(<PositionActions id={7} savedOnServer={false} closed={false} onFocusLost={jest.fn()} overrides={null} navigate={navigate} />, { transport: createFakeTransport(), boot });
  const apply = screen.getByRole('link', { name: 'Apply' });
  expect(clickLink(apply, { altKey: true })).toBe(false);
  clickLink(apply, {}, { handledBefore: true });
  expect(navigate).not.toHaveBeenCalled();
  expect(clickLink(apply)).toBe(true);
  expect(navigate).toHaveBeenCalledWith('/careers/apply?pid=7');
});

test('a closed position offers no Apply at all (the page says it is closed), nor Save job', () => {
  render(null, true);
  expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Save job/ })).not.toBeInTheDocument();
});

describe('a closed position (issue 24 item 13c): nothing to add, only what is there to take away', () => {
  const cartOn = makeBootData({ domain: 'demo.test', user: { isLoggedIn: true }, configs: { pcsxConfig: { jobCartConfig: { enabled: true } } } });
  const onFocusLost = jest.fn();
  const renderClosed = (id: number, { saved, inCart }: { saved: boolean; inCart: boolean }) => {
    const closedAt = '2026-11-01T00:00:00.000Z';
    const transport = createFakeTransport({
      ...cartRoutes([cartPosition(id, 'Blimp Mechanic', 'Berlin', closedAt)], inCart ? [id] : []),
      'POST /api/pcsx/position_action': () => ({ positionUserActions: { isSaved: false } }),
    });
    renderWithProviders(<PositionActions id={id} savedOnServer={saved} closed onFocusLost={onFocusLost} overrides={null} navigate={jest.fn()} />, { transport, boot: cartOn });
    return transport;
  };

  test("neither 'Save job' nor 'Add to job cart' when it is neither saved nor in the cart", async () => {
    const transport = renderClosed(41, { saved: false, inCart: false });
    await waitFor(() => expect(transport.calls.some((c) => c.path === '/api/pcsx/job_cart')).toBe(true));
    expect(screen.queryByRole('button', { name: /Save job/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to job cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsave' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove from job cart' })).not.toBeInTheDocument();
  });

  test("saved and in the cart: 'Unsave' and 'Remove from job cart' take it out, and nothing offers to put it back", async () => {
    const transport = renderClosed(42, { saved: true, inCart: true });
    expect(screen.queryByRole('button', { name: /Save job/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsave' }));
    expect(transport.calls.filter((c) => c.path === '/api/pcsx/position_action').map((c) => c.body)).toEqual([{ position_id: 42, action: 'unsave', domain: 'demo.test' }]);
    expect(screen.queryByRole('button', { name: 'Unsave' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save job/ })).not.toBeInTheDocument();
    expect(screen.getByText('Job removed from your saved jobs')).toBeInTheDocument();
    // The pressed button is gone: the keyboard is sent somewhere named (the page's closed notice).
    expect(onFocusLost).toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Remove from job cart' }));
    expect(transport.calls.filter((c) => c.method === 'POST' && c.path === '/api/pcsx/job_cart').map((c) => c.body)).toEqual([{ pids: ['42'], operation: 'remove', domain: 'demo.test' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove from job cart' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Add to job cart/ })).not.toBeInTheDocument();
    expect(screen.getByText('Removed from job cart')).toBeInTheDocument();
  });
});

describe('closed while the page was open: the server refuses to save or cart it, and the page says why', () => {
  const cartOn = makeBootData({ domain: 'demo.test', user: { isLoggedIn: true }, configs: { pcsxConfig: { jobCartConfig: { enabled: true } } } });
  const closedText = 'This position is closed and no longer takes applications.';
  const refused = () => {
    throw new TransportError(closedText, { status: 409, code: 'position_closed', data: { error: { code: 'position_closed', message: closedText } } });
  };
  test("'Save job' → the closed notice as a toast, and the job is not shown saved", async () => {
    const transport = createFakeTransport({ ...cartRoutes([]), 'POST /api/pcsx/position_action': refused });
    renderWithProviders(<PositionActions id={43} savedOnServer={false} closed={false} onFocusLost={jest.fn()} overrides={null} navigate={jest.fn()} />, { transport, boot: cartOn });
    await userEvent.click(screen.getByRole('button', { name: /Save job/ }));
    await waitFor(() => expect(toastStore.toasts.map((t) => t.message)).toEqual([closedText]));
    expect(screen.getByRole('button', { name: /Save job/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Saved/ })).not.toBeInTheDocument();
  });

  test("'Add to job cart' → the closed notice as a toast, and the button is not pressed", async () => {
    const transport = createFakeTransport({ ...cartRoutes([]), 'POST /api/pcsx/job_cart': refused });
    renderWithProviders(<PositionActions id={44} savedOnServer={false} closed={false} onFocusLost={jest.fn()} overrides={null} navigate={jest.fn()} />, { transport, boot: cartOn });
    const add = await screen.findByRole('button', { name: /Add to job cart/ });
    await userEvent.click(add);
    await waitFor(() => expect(toastStore.toasts.map((t) => t.message)).toEqual([closedText]));
    await waitFor(() => expect(add).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.queryByText('Added to job cart')).not.toBeInTheDocument();
    // A rule the visitor hears about, not a failure to log.
    expect(transport.calls.some((c) => c.path === '/vslog')).toBe(false);
  });
});

describe("'Save job' logged out keeps the visitor's place through log-in and sign-up (issue 14 #5)", () => {
  const visitor = makeBootData({ domain: 'demo.test', user: { isLoggedIn: false, id: null }, profile: null, configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } });
  const saving = () => createFakeTransport({ 'POST /api/pcsx/position_action': () => ({ positionUserActions: { isSaved: true } }) });
  const renderAs = (who: typeof boot, transport = saving()) =>
    renderWithProviders(<PositionActions id={7} savedOnServer={false} closed={false} onFocusLost={jest.fn()} overrides={null} navigate={jest.fn()} />, { transport, boot: who });

  beforeEach(() => {
    sessionStorage.clear();
    // jsdom has no scrolling.
    window.scrollTo = jest.fn();
    window.history.replaceState(null, '', '/careers/search?query=nurse&sort_by=newest');
  });
  afterAll(() => window.history.replaceState(null, '', '/'));

  test('the modal says why and holds the place, with the job selected; logging in saves and keeps it for the reload', async () => {
    const transport = saving();
    renderAs(visitor, transport);
    await userEvent.click(screen.getByRole('button', { name: /Save job/ }));
    expect(loginModalStore).toMatchObject({ isOpen: true, reason: 'saveJob', place: { href: '/careers/search?query=nurse&sort_by=newest&pid=7', positionId: 7, saveJob: true } });
    await act(() => completeLogin('jobs', () => {}));
    expect(transport.calls.filter((c) => c.path === '/api/pcsx/position_action').map((c) => c.body)).toEqual([{ position_id: 7, action: 'save', domain: 'demo.test' }]);
    expect(window.location.search).toBe('?query=nurse&sort_by=newest&pid=7');
    expect(keptLoginPlace()).toMatchObject({ positionId: 7, saveJob: false });
  });

  test('back logged in (after a sign-up) the pending save happens, focus is on Saved, and the place is forgotten', async () => {
    keepLoginPlace({ href: '/careers/search?query=nurse&sort_by=newest', scrollY: 0, positionId: 7, saveJob: true });
    const transport = saving();
    renderAs(boot, transport);
    await waitFor(() => expect(screen.getByRole('button', { name: /Saved/ })).toHaveFocus());
    expect(transport.calls.filter((c) => c.path === '/api/pcsx/position_action')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Job saved');
    expect(keptLoginPlace()).toBeNull();
  });
});
