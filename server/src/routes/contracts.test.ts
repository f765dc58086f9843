import type { TSchema } from '@sinclair/typebox';
import type { LightMyRequestResponse } from 'fastify';
import { AssistantResponse } from '@careers/shared/contracts/assistant';
import { BootData, DomainSettings, OnboardingResponse, ProfileBootstrapResponse, SessionSummary } from '@careers/shared/contracts/boot';
import {
  ApplyFormResponse,
  CandidateFormResponse,
  DraftApplicationsResponse,
  FormOptionsResponse,
  FormStatusResponse,
  FormsListResponse,
  SaveDraftResponse,
  StoredFormFileResponse,
} from '@careers/shared/contracts/forms';
import { JobCartResponse } from '@careers/shared/contracts/jobCart';
import { MarkAllViewedResponse, MarkClickedResponse, NotificationBadge, NotificationsBootData, NotificationsResponse } from '@careers/shared/contracts/notifications';
import {
  MatchDetailsResponse,
  PositionActionResponse,
  PositionDetailsResponse,
  PositionInsightsResponse,
  PositionOverridesResponse,
  SavedPositionsResponse,
} from '@careers/shared/contracts/positions';
import { SavedSearchResponse, SavedSearchesResponse } from '@careers/shared/contracts/savedSearches';
import { Ok } from '@careers/shared/contracts/schemaParts';
import { SearchResponse, SuggestionsResponse } from '@careers/shared/contracts/search';
import { contractErrors } from '../testing/contractCheck';
import { createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';
import { uploadFile } from '../testing/uploadFile';

// What the routes answer, checked against the contracts the remotes are typed by: every property the
// contract names, of its type, and nothing more. This is what makes a contract written once true, and
// what allows a route to declare the contract as its response schema.

let t: TestApp;
let alex: Browser;
let visitor: Browser;
let live: number[];

const db = () => t.app.careers.db;

beforeAll(async () => {
  t = await createTestApp();
  alex = await logInAs(t.app);
  visitor = await visit(t.app);
  const rows = await db().selectFrom('positions').select('id').where('domain', '=', 'demo.test').where('archived_at', 'is', null).orderBy('id').limit(5).execute();
  live = rows.map((row) => row.id);
});
afterAll(async () => {
  await t.close();
});

function send(method: 'GET' | 'POST' | 'DELETE', url: string, who: Browser | null, payload?: object): Promise<LightMyRequestResponse> {
  const headers = who ? { cookie: who.cookie, 'x-csrf-token': who.csrf } : {};
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** The answer, checked: its status, and its body against the contract. */
async function answer(contract: TSchema, status: number, response: Promise<LightMyRequestResponse>) {
  const res = await response;
  expect({ status: res.statusCode, body: res.statusCode === status ? 'as expected' : res.body }).toEqual({ status, body: 'as expected' });
  const body: unknown = res.json();
  expect(contractErrors(contract, body)).toEqual([]);
  return body as never;
}

describe('the checker', () => {
  test('finds what a contract does not name, and what it names of another type', () => {
    expect(contractErrors(NotificationBadge, { count: 2 })).toEqual([]);
    expect(contractErrors(NotificationBadge, { count: 2, extra: true })).not.toEqual([]);
    expect(contractErrors(NotificationBadge, { count: '2' })).not.toEqual([]);
    expect(contractErrors(JobCartResponse, { data: { jobCartData: { items: [{ id: 1, name: 'x', location: 'y', archived_at: null, more: 1 }], invalidPositionIds: [] } } })).not.toEqual([]);
  });
});

describe('jobs', () => {
  test('search, by a visitor and by a candidate, with text, place, filters and a typo', async () => {
    for (const url of [
      '/api/pcsx/search?domain=demo.test',
      '/api/pcsx/search?domain=demo.test&query=enginer&location=Berlin&filter_is_remote=0&sort_by=newest',
      '/api/pcsx/search?domain=demo.test&location=remote',
      '/api/pcsx/search?domain=demo.test&location=Germany',
      '/api/pcsx/search?domain=demo.test&location=Map%20Area:::50,10,55,15',
      '/api/pcsx/search?domain=demo.test&location=Atlantis',
    ]) {
      for (const who of [null, alex]) await answer(SearchResponse, 200, send('GET', url, who));
    }
  });

  test('suggestions', async () => {
    await answer(SuggestionsResponse, 200, send('GET', '/api/pcsx/search_suggestions?domain=demo.test&term=eng', null));
  });

  test('a position\'s details, match details, insights and overrides', async () => {
    const [id] = live;
    for (const who of [null, alex]) {
      await answer(PositionDetailsResponse, 200, send('GET', `/api/pcsx/position_details?position_id=${id}&domain=demo.test&queried_location=Atlantis`, who));
      await answer(PositionInsightsResponse, 200, send('GET', `/api/pcsx/position_insights?position_id=${id}&domain=demo.test`, who));
      await answer(PositionOverridesResponse, 200, send('GET', `/api/pcsx/overrides?position_id=${id}&domain=demo.test`, who));
    }
    await answer(MatchDetailsResponse, 200, send('GET', `/api/pcsx/match_details?position_id=${id}&domain=demo.test`, alex));
  });

  test('saving a position and the saved list', async () => {
    await answer(PositionActionResponse, 200, send('POST', '/api/pcsx/position_action', alex, { position_id: live[1], action: 'save', domain: 'demo.test' }));
    const saved: { data: { positions: unknown[] } } = await answer(SavedPositionsResponse, 200, send('GET', '/api/pcsx/positions/saved?domain=demo.test', alex));
    expect(saved.data.positions.length).toBeGreaterThan(0);
  });

  test('the job cart, a visitor\'s and a candidate\'s', async () => {
    for (const who of [visitor, alex]) {
      await answer(JobCartResponse, 200, send('POST', '/api/pcsx/job_cart', who, { pids: live.slice(0, 2).map(String), operation: 'add', domain: 'demo.test' }));
      const cart: { data: { jobCartData: { items: unknown[] } } } = await answer(JobCartResponse, 200, send('GET', '/api/pcsx/job_cart?domain=demo.test', who));
      expect(cart.data.jobCartData.items).toHaveLength(2);
    }
  });

  test('saved searches: created, found again, listed, deleted', async () => {
    const body = { query: 'engineer', location: 'Berlin', filters: { is_remote: ['0'] }, domain: 'demo.test' };
    const created: { data: { id: number } } = await answer(SavedSearchResponse, 201, send('POST', '/api/pcsx/saved_searches', alex, body));
    await answer(SavedSearchResponse, 200, send('POST', '/api/pcsx/saved_searches', alex, body));
    await answer(SavedSearchesResponse, 200, send('GET', '/api/pcsx/saved_searches?domain=demo.test', alex));
    await answer(Ok, 200, send('DELETE', `/api/pcsx/saved_searches/${created.data.id}?domain=demo.test`, alex));
  });

  test('the assistant', async () => {
    const messages = [{ role: 'user', content: 'engineering jobs in Berlin' }];
    await answer(AssistantResponse, 200, send('POST', '/api/pcsx/assistant', visitor, { messages, domain: 'demo.test' }));
  });
});

describe('notifications', () => {
  test('boot data, list, badge and the marks', async () => {
    for (const who of [null, alex]) await answer(NotificationsBootData, 200, send('GET', '/api/pcsx/notifications_boot_data', who));
    const list: { notifications: Array<{ id: string }> } = await answer(NotificationsResponse, 200, send('GET', '/api/pcsx/notifications?domain=demo.test', alex));
    expect(list.notifications.length).toBeGreaterThan(0);
    await answer(NotificationsResponse, 200, send('GET', '/api/pcsx/notifications?domain=demo.test&type_filter=action_required&limit=3', alex));
    await answer(NotificationBadge, 200, send('GET', '/api/pcsx/notification_badge?domain=demo.test', alex));
    await answer(MarkAllViewedResponse, 200, send('POST', '/api/pcsx/notifications/mark_all_viewed?domain=demo.test', alex));
    await answer(MarkClickedResponse, 200, send('POST', `/api/pcsx/notifications/${list.notifications[0]?.id}/mark_clicked?domain=demo.test`, alex));
    await answer(Ok, 200, send('POST', '/api/pcsx/notifications/mark_all_clicked', alex, { domain: 'demo.test' }));
  });
});

describe('forms', () => {
  test('the forms list, one form, saving it', async () => {
    const list: { data: { forms: Array<{ id: string; status: string }> } } = await answer(
      FormsListResponse, 200, send('GET', '/api/pcsx/forms_list?domain=demo.test&tab_id=all&include_tab_list=true', alex),
    );
    await answer(FormsListResponse, 200, send('GET', '/api/pcsx/forms_list?domain=demo.test&tab_id=open', alex));
    const open = list.data.forms.find((form) => form.status !== 'completed');
    if (!open) throw new Error('the demo candidate has no open form');
    await answer(CandidateFormResponse, 200, send('GET', `/api/pcsx/forms/${open.id}?domain=demo.test`, alex));
    await answer(FormStatusResponse, 200, send('POST', `/api/pcsx/forms/${open.id}/save`, alex, { values: {}, domain: 'demo.test' }));
  });

  test('the apply form, drafts saved, listed and deleted', async () => {
    const pid = live[4] as number;
    await answer(ApplyFormResponse, 200, send('GET', `/api/pcsx/apply_form?pid=${pid}&domain=demo.test`, alex));
    await answer(SaveDraftResponse, 200, send('POST', '/api/pcsx/draft_applications', alex, { pid, values: { firstName: 'Alex' }, domain: 'demo.test' }));
    await answer(ApplyFormResponse, 200, send('GET', `/api/pcsx/apply_form?pid=${pid}&domain=demo.test`, alex));
    await answer(DraftApplicationsResponse, 200, send('GET', '/api/pcsx/draft_applications?domain=demo.test', alex));
    await answer(Ok, 200, send('DELETE', '/api/pcsx/draft_applications', alex, { position_ids: [pid], domain: 'demo.test' }));
  });

  test('select options and an uploaded file', async () => {
    await answer(FormOptionsResponse, 200, send('GET', '/api/pcsx/form_options/countries?domain=demo.test', null));
    const upload = await uploadFile(t.app, alex, 'cv.pdf', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'));
    expect(upload.statusCode).toBe(201);
    expect(contractErrors(StoredFormFileResponse, upload.json)).toEqual([]);
  });
});

describe('the session and the boot data', () => {
  test('who is here, onboarding, profile bootstrapping', async () => {
    for (const who of [null, visitor, alex]) await answer(SessionSummary, 200, send('GET', '/api/pcsx/session?domain=demo.test', who));
    const sam = await logInAs(t.app, 'sam@demo.test');
    await answer(OnboardingResponse, 200, send('POST', '/api/pcsx/onboarding', sam));
    await answer(ProfileBootstrapResponse, 200, send('POST', '/api/pcsx/profile_bootstrap', sam, { firstName: 'Sam', lastName: 'Lee', location: null }));
  });

  test('the shell page\'s boot block, and what the demo company stores', async () => {
    for (const who of [null, alex]) {
      const html = (await send('GET', '/careers/search', who)).body;
      const raw = /<script type="application\/json" id="careers-boot">([^<]*)<\/script>/.exec(html)?.[1];
      expect(contractErrors(BootData, JSON.parse(raw ?? 'null'))).toEqual([]);
    }
    const { config_json } = await db().selectFrom('domains').select('config_json').where('id', '=', 'demo.test').executeTakeFirstOrThrow();
    expect(contractErrors(DomainSettings, JSON.parse(config_json))).toEqual([]);
  });
});
