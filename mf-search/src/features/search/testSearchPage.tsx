import { screen } from '@testing-library/react';
import { createFakeTransport, makeBootData, renderWithProviders, type DeepPartial, type FakeHandler } from '@careers/shared/testing';
import type { BootData } from '@careers/shared/boot';
import { TransportError } from '@careers/shared/transport';
import type { MatchDetails } from '@careers/shared/contracts';
import { makeDetails, makeSearchResponse, stubMatchMedia, stubWindowWidth } from '../../testing/searchFixtures';
import { SearchPage } from './SearchPage';

// Test helpers shared by the SearchPage*.test.tsx files: the page rendered over a fake server. The stores are put
// back between tests by jest.setup.browser.ts.

const match: MatchDetails = {
  score: 0.82,
  isStrongMatch: true,
  threshold: 0.7,
  matchedSkills: ['TypeScript'],
  missingSkills: ['Kubernetes'],
  experience: { candidateYears: 6, requiredYears: 5, meets: true },
  explanation: ['You have 1 of the 2 skills this job lists.', 'Your 6 years of experience meet the 5 this job asks for.'],
};

interface SetupOptions {
  url?: string;
  wide?: boolean;
  /** A window this many px wide (instead of `wide`). */
  width?: number;
  routes?: Record<string, FakeHandler>;
  boot?: DeepPartial<BootData>;
  /** The page's language ('en' unless told). */
  locale?: string;
}

/** Renders the search page at `url` over a fake server of 25 positions; `routes` replace its answers. */
export function renderSearchPage({ url = '/careers/search', wide = true, width, routes = {}, boot = {}, locale }: SetupOptions = {}) {
  if (width === undefined) stubMatchMedia(wide);
  else stubWindowWidth(width);
  window.history.replaceState(null, '', url);
  const navigate = jest.fn();
  const transport = createFakeTransport({
    'GET /api/pcsx/search': (req) => makeSearchResponse(25, Number(req.params?.start ?? 0)),
    'GET /api/pcsx/position_details': (req) => makeDetails(Number(req.params?.position_id)),
    'GET /api/pcsx/match_details': () => ({ data: match }),
    'GET /api/pcsx/position_insights': () => ({ data: { fields: [{ key: 'team_size', label: 'Team size', value: '12 people' }] } }),
    'GET /api/pcsx/overrides': () => ({ data: { applyButtonLabel: null, externalApplyUrl: null, hideMatchDetails: false } }),
    'POST /api/pcsx/position_action': (req) => ({ ok: true, positionUserActions: { isSaved: (req.body as { action: string }).action === 'save' } }),
    ...routes,
  });
  const bootData = makeBootData({ domain: 'demo.test', ...boot, configs: { pcsxConfig: { jobCartConfig: { enabled: false } }, ...boot.configs } });
  const { unmount } = renderWithProviders(<SearchPage navigate={navigate} />, { transport, boot: bootData, locale });
  return { transport, navigate, unmount };
}

export const details = () => screen.getByRole('region', { name: 'Position details' });
export const searches = (transport: ReturnType<typeof createFakeTransport>) => transport.calls.filter((c) => c.path === '/api/pcsx/search');

export const refused = (message: string) => Promise.reject(new TransportError(message, { status: 400, code: 'invalid_request' }));
export const loggedOut = { user: { isLoggedIn: false, id: null } } as const;
