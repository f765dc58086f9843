import { FIRST_ANSWERS_ID, forgetFirstAnswers } from '@careers/shared/boot';
import { sessionStore } from '@careers/shared/state';
import { createFakeTransport } from '@careers/shared/testing';
import { browserTimezone } from '@careers/shared/transport';
import { startedListKey, startedLists, startLists } from './startedLists';

// The page's interviews were written by the server in the zone of the careers_tz cookie (issue 27): kept while the
// browser is in that zone, asked for again in the browser's own when it is elsewhere (the candidate travelled).
const drawn = { data: { interviews: [{ id: 1, local_time: 'Tue, Dec 1, 9:00 AM', time_zone: 'Pacific/Kiritimati' }] } };
const asked = { data: { interviews: [{ id: 1, local_time: 'Mon, Nov 30, 9:00 AM', time_zone: 'America/Adak' }] } };

function pageWithAnswers() {
  document.getElementById(FIRST_ANSWERS_ID)?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_ANSWERS_ID;
  block.textContent = JSON.stringify({ domain: 'demo.test', pathname: location.pathname, answers: { '/api/pcsx/dashboard/interviews': drawn, '/api/pcsx/dashboard/nudges': { data: { nudges: [] } } } });
  document.body.append(block);
  forgetFirstAnswers();
}

afterEach(() => {
  document.getElementById(FIRST_ANSWERS_ID)?.remove();
  forgetFirstAnswers();
});

test("the page's interviews are taken when the page was drawn in the browser's zone: no request", async () => {
  pageWithAnswers();
  sessionStore.timeZone = browserTimezone();
  const transport = createFakeTransport({ 'GET /api/pcsx/dashboard/interviews': () => asked });
  startLists(transport, 'demo.test', ['interviews']);
  expect(await startedLists.take(startedListKey('interviews', 'demo.test'))).toEqual(drawn);
  expect(transport.calls).toEqual([]);
});

test("drawn in another zone than the browser's, the interviews are asked for in the browser's; other lists are still taken from the page", async () => {
  pageWithAnswers();
  expect(browserTimezone()).not.toBe('Pacific/Kiritimati');
  sessionStore.timeZone = 'Pacific/Kiritimati';
  const transport = createFakeTransport({ 'GET /api/pcsx/dashboard/interviews': () => asked });
  startLists(transport, 'demo.test', ['nudges', 'interviews']);
  expect(await startedLists.take(startedListKey('interviews', 'demo.test'))).toEqual(asked);
  expect(await startedLists.take(startedListKey('nudges', 'demo.test'))).toEqual({ data: { nudges: [] } });
  expect(transport.calls.map((call) => call.path)).toEqual(['/api/pcsx/dashboard/interviews']);
});
