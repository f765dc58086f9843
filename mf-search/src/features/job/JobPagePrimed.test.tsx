import { screen, waitFor } from '@testing-library/react';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { makeDetails, writePrimedDetailsBlock } from '../../testing/searchFixtures';
import { JobPage } from './JobPage';

// Issue 27: the server reads a job page's overrides and insights with its details and draws them; the page carries
// all three (routes/shell.ts). The remote's first render draws them as the server did, and asks for none of them:
// each answer arriving after the takeover drew the page again, a main-thread task of its own on a phone.
test('a job page the server drew with its overrides and insights shows them at once and asks for none of the three', async () => {
  window.history.replaceState(null, '', '/careers/job/12');
  const boot = makeBootData({ user: { isLoggedIn: false, id: null }, profile: null, configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } });
  const details = makeDetails(12, { name: 'Senior Data Engineer' });
  const block = writePrimedDetailsBlock({
    domain: boot.domain,
    id: 12,
    response: details,
    overrides: { data: { applyButtonLabel: 'Apply now', externalApplyUrl: null, hideMatchDetails: false } },
    insights: { data: { fields: [], similarRoles: [{ id: 8, name: 'Data Engineer', location: 'Berlin' }] } },
  });
  const transport = createFakeTransport({
    'GET /api/pcsx/position_details': () => details,
    'GET /api/pcsx/position_insights': () => ({ data: { fields: [], similarRoles: [] } }),
    'GET /api/pcsx/overrides': () => ({ data: { applyButtonLabel: null, externalApplyUrl: null, hideMatchDetails: false } }),
  });
  renderWithProviders(<JobPage pid={12} navigate={jest.fn()} />, { transport, boot });
  // In the first render: no loading state to wait through.
  expect(screen.getByRole('heading', { level: 1, name: 'Senior Data Engineer' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/careers/apply?pid=12');
  expect(screen.getByRole('link', { name: 'Data Engineer' })).toHaveAttribute('href', '/careers/job/8');
  await waitFor(() => expect(document.title).toMatch(/^Senior Data Engineer \| /));
  // Given time to ask (the page's effects have run): it asked for nothing.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(transport.calls.map((call) => call.path)).toEqual([]);
  expect(screen.getByRole('link', { name: 'Data Engineer' })).toBeInTheDocument();
  block.remove();
});
