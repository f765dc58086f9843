import { createFakeTransport, makeBootData, makeRemoteProps } from '@careers/shared/testing';
import { initSession } from '@careers/shared/state';
import { bootstrap } from './app';

const answer = () => ({ data: {} });
const routes = {
  'GET /api/pcsx/dashboard/next_steps': answer,
  'GET /api/pcsx/dashboard/nudges': answer,
  'GET /api/pcsx/dashboard/applications': answer,
  'GET /api/pcsx/dashboard/drafts': answer,
};

test("on the dashboard the first view's calls go out when the remote starts, before its root and page chunks are in (issue 27)", async () => {
  initSession(makeBootData({ domain: 'demo.test', configs: { pcsxConfig: { dashboardConfig: { tabs: ['applications', 'draft_applications'], redirectToV2: false } } } }));
  window.history.replaceState(null, '', '/careers/dashboard?tab=drafts');
  const transport = createFakeTransport(routes);
  const started = bootstrap(makeRemoteProps('mf-dashboard', transport));
  // Synchronously: the next steps, the nudges and the open tab's list; nothing else.
  expect(transport.calls.map((c) => `${c.path} ${c.params?.domain}`)).toEqual([
    '/api/pcsx/dashboard/next_steps demo.test',
    '/api/pcsx/dashboard/nudges demo.test',
    '/api/pcsx/dashboard/drafts demo.test',
  ]);
  await started;
});
