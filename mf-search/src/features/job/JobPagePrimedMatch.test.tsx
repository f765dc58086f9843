import { screen, waitFor } from '@testing-library/react';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { makeDetails, writePrimedDetailsBlock } from '../../testing/searchFixtures';
import { JobPage } from './JobPage';

// A file of its own: the remote reads the server's block once per page (module state), as JobPagePrimed's test does.
// User trial s20: logged in, the match and the insights under it came only after the takeover's match request, and
// the page grew by them. The server now reads the candidate's match too; the first render draws it and asks nothing.
test("a candidate's job page the server drew with their match shows it and the insights at once and asks for nothing", async () => {
  window.history.replaceState(null, '', '/careers/job/12');
  const boot = makeBootData({ configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } });
  const details = makeDetails(12, { name: 'Senior Data Engineer' });
  const match = {
    score: 0.4, isStrongMatch: false, threshold: 0.7, matchedSkills: ['SQL'], missingSkills: ['Spark', 'Scala'],
    experience: { candidateYears: 3, requiredYears: 5, meets: false }, explanation: ['You have 1 of the 3 skills listed: SQL.'],
  };
  const block = writePrimedDetailsBlock({
    domain: boot.domain,
    id: 12,
    response: details,
    overrides: { data: { applyButtonLabel: null, externalApplyUrl: null, hideMatchDetails: false } },
    insights: { data: { fields: [], similarRoles: [{ id: 8, name: 'Data Engineer', location: 'Berlin' }] } },
    match: { data: match },
  });
  const transport = createFakeTransport({
    'GET /api/pcsx/position_details': () => details,
    'GET /api/pcsx/match_details': () => ({ data: { ...match, matchedSkills: [], explanation: ['asked again'] } }),
    'GET /api/pcsx/position_insights': () => ({ data: { fields: [], similarRoles: [] } }),
    'GET /api/pcsx/overrides': () => ({ data: { applyButtonLabel: null, externalApplyUrl: null, hideMatchDetails: false } }),
  });
  renderWithProviders(<JobPage pid={12} navigate={jest.fn()} />, { transport, boot });
  // In the first render: the answer, not its placeholder, and the insights under it.
  const section = screen.getByRole('region', { name: 'How you match' });
  expect(section).toHaveAttribute('aria-busy', 'false');
  expect(section).toHaveTextContent('You have 1 of the 3 skills listed: SQL.');
  expect(screen.getByRole('heading', { name: 'Skills to build' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Data Engineer' })).toHaveAttribute('href', '/careers/job/8');
  await waitFor(() => expect(document.title).toMatch(/^Senior Data Engineer \| /));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(transport.calls.map((call) => call.path)).toEqual([]);
  expect(section).toHaveTextContent('You have 1 of the 3 skills listed: SQL.');
  block.remove();
});
