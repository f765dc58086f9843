import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { cartRoutes, position as cartPosition } from '../../cart/testCart';
import { makeDetails } from '../../testing/searchFixtures';
import { PositionDetailsView } from './PositionDetailsView';

// A position past its valid_through is closed though nobody archived it (README "Closed positions on the
// site"): the server says so in metadata.isClosed, and the page is the closed page, as for an archived one.

const boot = makeBootData({ domain: 'demo.test', user: { isLoggedIn: true }, configs: { pcsxConfig: { jobCartConfig: { enabled: true } } } });
const ENDED = '2026-11-01T00:00:00.000Z';

function renderJob(id: number, { isClosed, saved, inCart, hideMatchDetails = true }: { isClosed: boolean; saved: boolean; inCart: boolean; hideMatchDetails?: boolean }) {
  const details = makeDetails(id, { name: 'Blimp Mechanic', valid_through: ENDED, positionUserActions: { isSaved: saved, isApplied: false } });
  const transport = createFakeTransport({
    ...cartRoutes([cartPosition(id, 'Blimp Mechanic')], inCart ? [id] : []),
    'GET /api/pcsx/position_details': () => ({ ...details, metadata: { isFallback: isClosed, isClosed } }),
    'GET /api/pcsx/match_details': () => ({ data: { score: 0.5, isStrongMatch: false, explanation: [], matchedSkills: ['Rigging'], missingSkills: ['Welding'] } }),
    'POST /api/pcsx/position_action': () => ({ positionUserActions: { isSaved: false } }),
    'GET /api/pcsx/position_insights': () => ({ data: { fields: [], similarRoles: [] } }),
    'GET /api/pcsx/overrides': () => ({ data: { applyButtonLabel: null, externalApplyUrl: null, hideMatchDetails } }),
  });
  renderWithProviders(<PositionDetailsView id={id} lite={null} headingLevel={1} navigate={jest.fn()} onOpenPosition={jest.fn()} />, { transport, boot });
  return transport;
}

test("expired, not archived: the closed note, no 'Apply by', no Apply, neither 'Save job' nor 'Add to job cart'", async () => {
  const transport = renderJob(51, { isClosed: true, saved: false, inCart: false });
  expect(await screen.findByRole('note')).toHaveTextContent('This position is closed and no longer takes applications.');
  expect(await screen.findByRole('heading', { level: 2, name: 'About the job' })).toBeInTheDocument();
  expect(screen.queryByText('Apply by')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  await waitFor(() => expect(transport.calls.some((c) => c.path === '/api/pcsx/job_cart')).toBe(true));
  expect(screen.queryByRole('button', { name: /Save job/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Add to job cart/ })).not.toBeInTheDocument();
});

test("expired after it was saved and put in the cart: only 'Unsave' and 'Remove from job cart'", async () => {
  renderJob(52, { isClosed: true, saved: true, inCart: true });
  expect(await screen.findByRole('button', { name: 'Unsave' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Remove from job cart' })).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('This position is closed and no longer takes applications.');
  expect(screen.queryByRole('button', { name: /Save job/ })).not.toBeInTheDocument();
});

test("closed: no 'How you match' or 'Skills to build' to work on; after 'Unsave' the keyboard is on the closed notice, not an unnamed box", async () => {
  renderJob(53, { isClosed: true, saved: true, inCart: false, hideMatchDetails: false });
  await userEvent.click(await screen.findByRole('button', { name: 'Unsave' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Unsave' })).not.toBeInTheDocument());
  expect(screen.getByRole('note')).toHaveFocus();
  expect(screen.queryByRole('heading', { name: 'How you match' })).not.toBeInTheDocument();
  expect(screen.queryByText('Skills to build')).not.toBeInTheDocument();
});

test("the same dates while the server still counts it open: 'Apply by', Apply and 'Save job'", async () => {
  renderJob(53, { isClosed: false, saved: false, inCart: false });
  expect(await screen.findByText('Apply by')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/careers/apply?pid=53');
  expect(screen.getByRole('button', { name: /Save job/ })).toBeInTheDocument();
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});
