import { screen, waitFor } from '@testing-library/react';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { makeDetails } from '../../testing/searchFixtures';
import { descriptionBlocks } from '../details/descriptionBlocks';
import { JobPage } from './JobPage';

// Issue 27 (Total Blocking Time on phones): a job page draws its description once. The answers that come after the
// details (match, insights, overrides) and the tab's title draw only what they change; each whole-page render was a
// main-thread task of 15-30 ms before Lighthouse's 4x phone slow-down. The description's blocks are worked out once
// per render of it, so their count is the number of times it was drawn.
jest.mock('../details/descriptionBlocks', () => {
  const actual = jest.requireActual('../details/descriptionBlocks');
  return { ...actual, descriptionBlocks: jest.fn(actual.descriptionBlocks) };
});

test('the answers after the details and the tab title leave the description, skills and header as drawn', async () => {
  window.history.replaceState(null, '', '/careers/job/12');
  // The later answers wait until the page has drawn the details, as they do over a network.
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answered = new Set<string>();
  const later = (path: string, body: unknown) => async () => {
    await gate;
    answered.add(path);
    return body;
  };
  const transport = createFakeTransport({
    'GET /api/pcsx/position_details': () => makeDetails(12, { name: 'Senior Data Engineer', skills: ['Kafka', 'SQL', 'Python'] }),
    'GET /api/pcsx/match_details': later('match', { data: { score: 0.5, isStrongMatch: false, explanation: [], matchedSkills: ['SQL'], missingSkills: ['Kafka'] } }),
    'GET /api/pcsx/position_insights': later('insights', { data: { fields: [], similarRoles: [{ id: 8, name: 'Data Engineer', location: 'Berlin' }] } }),
    'GET /api/pcsx/overrides': later('overrides', { data: { applyButtonLabel: null, externalApplyUrl: null, hideMatchDetails: false } }),
  });
  const boot = makeBootData({ user: { isLoggedIn: true }, configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } });
  renderWithProviders(<JobPage pid={12} navigate={jest.fn()} />, { transport, boot });
  expect(await screen.findByRole('heading', { level: 2, name: 'About the job' })).toBeInTheDocument();
  const drawn = jest.mocked(descriptionBlocks).mock.calls.length;
  expect(drawn).toBeGreaterThan(0);
  release();
  // All three later answers are in and shown, and the tab is named after the position.
  expect(await screen.findByRole('link', { name: 'Data Engineer' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'How you match' })).toBeInTheDocument();
  await waitFor(() => expect(answered).toEqual(new Set(['match', 'insights', 'overrides'])));
  await waitFor(() => expect(document.title).toMatch(/^Senior Data Engineer \| /));
  expect(jest.mocked(descriptionBlocks).mock.calls.length).toBe(drawn);
});
