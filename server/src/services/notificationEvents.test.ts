import { createTestApp, sessionCookie, visit, type TestApp } from '../testing/testApp';
import { notify, offerUrl, type NotificationEvent } from './notificationEvents';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.careers.sqlite;
const sam = () => db().prepare("SELECT id FROM candidates WHERE email = 'sam@demo.test'").pluck().get() as number;
const countFor = (candidateId: number) => db().prepare('SELECT COUNT(*) FROM notifications WHERE candidate_id = ?').pluck().get(candidateId) as number;

function withCompanyConfig(mutate: (configs: Record<string, any>) => void, run: () => void | Promise<void>) {
  const original = db().prepare("SELECT config_json FROM domains WHERE id = 'demo.test'").pluck().get() as string;
  const settings = JSON.parse(original);
  mutate(settings.configs);
  db().prepare("UPDATE domains SET config_json = ? WHERE id = 'demo.test'").run(JSON.stringify(settings));
  return Promise.resolve(run()).finally(() => db().prepare("UPDATE domains SET config_json = ? WHERE id = 'demo.test'").run(original));
}

describe('notify()', () => {
  test('offer_extended: action required, linking to the offer with the domain parameter', () => {
    const n = notify(db(), { domain: 'demo.test', candidateId: sam(), event: { type: 'offer_extended', offerId: 42, positionName: 'Data Engineer' } });
    expect(n).toEqual({
      id: expect.stringMatching(/^\d+$/),
      categoryTitle: 'Offers',
      message: 'You have a new job offer for Data Engineer. Review and sign it before it expires.',
      createdAt: expect.any(String),
      isClicked: false,
      redirectUrl: '/careers/offer/42?domain=demo.test',
      notificationType: 'action_required',
    });
    expect(db().prepare('SELECT is_viewed, domain, candidate_id FROM notifications WHERE id = ?').get(Number(n?.id))).toEqual({
      is_viewed: 0, domain: 'demo.test', candidate_id: sam(),
    });
  });

  test('every event has its wording, link and type', () => {
    const cases: Array<[NotificationEvent, Partial<Record<string, string>>]> = [
      [{ type: 'welcome' }, { categoryTitle: 'Welcome', redirectUrl: '/careers/profile', notificationType: 'read_only',
        message: 'Welcome to Northwind Labs careers! Complete your profile to get better job matches.' }],
      [{ type: 'offer_document_ready', offerId: 7, documentId: 9, documentName: 'Offer letter', positionName: 'Chef' },
        { redirectUrl: '/careers/offer/7/offer-document/9?domain=demo.test', notificationType: 'action_required',
          message: 'Your document "Offer letter" for Chef is ready for your signature.' }],
      [{ type: 'form_assigned', formName: 'Tax information (W-4)', url: '/careers/forms/center' },
        { categoryTitle: 'Forms', redirectUrl: '/careers/forms/center', notificationType: 'action_required', message: 'New form to complete: Tax information (W-4).' }],
      [{ type: 'interview_scheduled', positionName: 'Chef', startsAt: '2026-03-05T15:00:00.000Z' },
        { categoryTitle: 'Interviews', redirectUrl: '/careers/interviews', notificationType: 'read_only', message: 'Your interview for Chef is scheduled for 03/05/2026.' }],
      [{ type: 'application_submitted', positionName: 'Chef' },
        { categoryTitle: 'Applications', redirectUrl: '/careers/applications', notificationType: 'read_only', message: 'Thanks for applying for Chef! We will be in touch soon.' }],
      [{ type: 'saved_search_matches', searchName: 'Remote data', count: 1, url: '/careers/search?query=data' },
        { categoryTitle: 'Jobs', redirectUrl: '/careers/search?query=data', notificationType: 'read_only', message: '1 new job matches your saved search "Remote data".' }],
      [{ type: 'saved_search_matches', searchName: 'Remote data', count: 4, url: '/careers/search?query=data' },
        { message: '4 new jobs match your saved search "Remote data".' }],
    ];
    for (const [event, expected] of cases) {
      expect(notify(db(), { domain: 'demo.test', candidateId: sam(), event })).toMatchObject(expected);
    }
  });

  test('stores nothing when the company turned in-app notifications off', async () => {
    const before = countFor(sam());
    await withCompanyConfig(
      (c) => {
        c.notificationsConfig.enableCandidateInappNotifications = false;
      },
      () => {
        expect(notify(db(), { domain: 'demo.test', candidateId: sam(), event: { type: 'welcome' } })).toBeNull();
      },
    );
    expect(countFor(sam())).toBe(before);
  });

  test('back-dates with `at` (the demo generator)', () => {
    const at = new Date('2025-01-02T03:04:05.000Z');
    expect(notify(db(), { domain: 'demo.test', candidateId: sam(), event: { type: 'welcome' }, at })?.createdAt).toBe(at.toISOString());
  });

  test('refuses links off the site, unknown companies and other companies\' candidates', () => {
    const before = countFor(sam());
    for (const url of ['https://evil.example/phish', '//evil.example', 'javascript:alert(1)']) {
      expect(() => notify(db(), { domain: 'demo.test', candidateId: sam(), event: { type: 'form_assigned', formName: 'X', url } })).toThrow(/path on this site/);
    }
    expect(() => notify(db(), { domain: 'nowhere.test', candidateId: sam(), event: { type: 'welcome' } })).toThrow(/unknown domain/);
    expect(() => notify(db(), { domain: 'demo.test', candidateId: 999_999, event: { type: 'welcome' } })).toThrow(/does not belong/);
    expect(countFor(sam())).toBe(before);
  });

  test('offerUrl encodes the domain', () => {
    expect(offerUrl('a b.test', 3)).toBe('/careers/offer/3?domain=a%20b.test');
  });
});

describe('events the product sends today', () => {
  async function signUp(email: string) {
    const anonymous = await visit(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/candidate/signup',
      headers: { cookie: anonymous.cookie, 'x-csrf-token': anonymous.csrf },
      payload: { email, password: 'plum-kettle-42', firstName: 'Ada', lastName: 'Stone' },
    });
    expect(res.statusCode).toBe(201);
    const id = db().prepare('SELECT id FROM candidates WHERE email = ?').pluck().get(email) as number;
    return { id, cookie: sessionCookie(res) as string, csrf: res.headers['x-csrf-token'] as string };
  }
  const rows = (candidateId: number) =>
    db().prepare('SELECT category_title, message, redirect_url, notification_type FROM notifications WHERE candidate_id = ? ORDER BY id').all(candidateId);

  test('sign-up → welcome', async () => {
    const me = await signUp('ada@example.com');
    expect(rows(me.id)).toEqual([{
      category_title: 'Welcome',
      message: 'Welcome to Northwind Labs careers! Complete your profile to get better job matches.',
      redirect_url: '/careers/profile',
      notification_type: 'read_only',
    }]);
  });

  test('POST /api/pcsx/onboarding → form_assigned for the onboarding forms, once', async () => {
    const me = await signUp('grace@example.com');
    const onboard = () => t.app.inject({ method: 'POST', url: '/api/pcsx/onboarding', headers: { cookie: me.cookie, 'x-csrf-token': me.csrf } });
    expect((await onboard()).statusCode).toBe(200);
    expect((await onboard()).statusCode).toBe(200);
    expect(rows(me.id)).toEqual([
      expect.objectContaining({ category_title: 'Welcome' }),
      { category_title: 'Forms', message: 'New form to complete: Onboarding forms.', redirect_url: '/careers/onboarding', notification_type: 'action_required' },
    ]);
  });

  test('with notifications off, sign-up and onboarding still work and store none', async () => {
    await withCompanyConfig(
      (c) => {
        c.notificationsConfig.enableCandidateInappNotifications = false;
      },
      async () => {
        const me = await signUp('quiet@example.com');
        const res = await t.app.inject({ method: 'POST', url: '/api/pcsx/onboarding', headers: { cookie: me.cookie, 'x-csrf-token': me.csrf } });
        expect(res.json()).toEqual({ ok: true, isOnboarded: true });
        expect(rows(me.id)).toEqual([]);
      },
    );
  });
});
