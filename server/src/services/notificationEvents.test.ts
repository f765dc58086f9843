import type { Db } from '../db/database';
import { addCandidate, addCompany, changeCompanySettings } from '../testing/fixtures';
import { createTestApp, sessionCookie, visit, type TestApp } from '../testing/testApp';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { saveNotificationPreferences } from './account/notificationPreferences';
import { notify, offerUrl, type NotificationEvent } from './notificationEvents';

describe('notify()', () => {
  let database: TestDatabase;
  let db: Db;
  let sam: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await addCompany(db, 'demo.test');
    await addCompany(db, 'other.test');
    sam = await addCandidate(db, 'demo.test', 'sam@demo.test');
  });
  afterAll(() => database.close());

  const countFor = async (candidateId: number) => (await db.selectFrom('notifications').select('id').where('candidate_id', '=', candidateId).execute()).length;

  test('offer_extended: action required, linking to the offer with the domain parameter', async () => {
    const n = await notify(db, { domain: 'demo.test', candidateId: sam, event: { type: 'offer_extended', offerId: 42, positionName: 'Data Engineer' } });
    expect(n).toEqual({
      id: expect.stringMatching(/^\d+$/),
      categoryTitle: 'Offers',
      message: 'You have a new job offer for Data Engineer. Review and sign it before it expires.',
      createdAt: expect.any(String),
      isClicked: false,
      redirectUrl: '/careers/offer/42?domain=demo.test',
      notificationType: 'action_required',
    });
    expect(await db.selectFrom('notifications').select(['is_viewed', 'domain', 'candidate_id']).where('id', '=', Number(n?.id)).executeTakeFirst()).toEqual({
      is_viewed: 0, domain: 'demo.test', candidate_id: sam,
    });
  });

  test('every event has its wording, link and type', async () => {
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
      expect(await notify(db, { domain: 'demo.test', candidateId: sam, event })).toMatchObject(expected);
    }
  });

  test('stores nothing when the company turned in-app notifications off', async () => {
    const before = await countFor(sam);
    const restore = await changeCompanySettings(db, 'demo.test', ({ configs }) => {
      configs.notificationsConfig.enableCandidateInappNotifications = false;
    });
    try {
      expect(await notify(db, { domain: 'demo.test', candidateId: sam, event: { type: 'welcome' } })).toBeNull();
    } finally {
      await restore();
    }
    expect(await countFor(sam)).toBe(before);
  });

  test('skips the categories the candidate turned off in settings, and only those', async () => {
    const kim = await addCandidate(db, 'demo.test', 'kim@demo.test');
    await saveNotificationPreferences(db, { domain: 'demo.test', id: kim }, { offers: false, jobs: false });
    expect(await notify(db, { domain: 'demo.test', candidateId: kim, event: { type: 'offer_extended', offerId: 1, positionName: 'Chef' } })).toBeNull();
    expect(await notify(db, { domain: 'demo.test', candidateId: kim, event: { type: 'saved_search_matches', searchName: 'x', count: 2, url: '/careers/search' } })).toBeNull();
    expect(await countFor(kim)).toBe(0);
    // Other categories, and the welcome message (no category), still arrive.
    expect(await notify(db, { domain: 'demo.test', candidateId: kim, event: { type: 'application_submitted', positionName: 'Chef' } })).toMatchObject({ categoryTitle: 'Applications' });
    expect(await notify(db, { domain: 'demo.test', candidateId: kim, event: { type: 'welcome' } })).toMatchObject({ categoryTitle: 'Welcome' });
    await saveNotificationPreferences(db, { domain: 'demo.test', id: kim }, { offers: true });
    expect(await notify(db, { domain: 'demo.test', candidateId: kim, event: { type: 'offer_extended', offerId: 1, positionName: 'Chef' } })).toMatchObject({ categoryTitle: 'Offers' });
    expect(await countFor(kim)).toBe(3);
  });

  test('is dated `at` when given (an application stores its notification with its own time)', async () => {
    const at = new Date('2025-01-02T03:04:05.000Z');
    expect((await notify(db, { domain: 'demo.test', candidateId: sam, event: { type: 'welcome' }, at }))?.createdAt).toBe(at.toISOString());
  });

  test('refuses links off the site, unknown companies and other companies\' candidates', async () => {
    const before = await countFor(sam);
    for (const url of ['https://evil.example/phish', '//evil.example', 'javascript:alert(1)']) {
      await expect(notify(db, { domain: 'demo.test', candidateId: sam, event: { type: 'form_assigned', formName: 'X', url } })).rejects.toThrow(/path on this site/);
    }
    await expect(notify(db, { domain: 'nowhere.test', candidateId: sam, event: { type: 'welcome' } })).rejects.toThrow(/unknown domain/);
    await expect(notify(db, { domain: 'demo.test', candidateId: 999_999, event: { type: 'welcome' } })).rejects.toThrow(/does not belong/);
    await expect(notify(db, { domain: 'other.test', candidateId: sam, event: { type: 'welcome' } })).rejects.toThrow(/does not belong/);
    expect(await countFor(sam)).toBe(before);
  });

  test('offerUrl encodes the domain', () => {
    expect(offerUrl('a b.test', 3)).toBe('/careers/offer/3?domain=a%20b.test');
  });
});

describe('events the product sends today', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signUp(email: string) {
    const anonymous = await visit(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/candidate/signup',
      headers: { cookie: anonymous.cookie, 'x-csrf-token': anonymous.csrf },
      payload: { email, password: 'plum-kettle-42', firstName: 'Ada', lastName: 'Stone' },
    });
    expect(res.statusCode).toBe(201);
    const { id } = await t.app.careers.db.selectFrom('candidates').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { id, cookie: sessionCookie(res) as string, csrf: res.headers['x-csrf-token'] as string };
  }
  const rows = (candidateId: number) =>
    t.app.careers.db
      .selectFrom('notifications')
      .select(['category_title', 'message', 'redirect_url', 'notification_type'])
      .where('candidate_id', '=', candidateId)
      .orderBy('id')
      .execute();

  test('sign-up → welcome', async () => {
    const me = await signUp('ada@example.com');
    expect(await rows(me.id)).toEqual([{
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
    expect(await rows(me.id)).toEqual([
      expect.objectContaining({ category_title: 'Welcome' }),
      { category_title: 'Forms', message: 'New form to complete: Onboarding forms.', redirect_url: '/careers/onboarding', notification_type: 'action_required' },
    ]);
  });

  test('with notifications off, sign-up and onboarding still work and store none', async () => {
    const restore = await changeCompanySettings(t.app.careers.db, 'demo.test', ({ configs }) => {
      configs.notificationsConfig.enableCandidateInappNotifications = false;
    });
    try {
      const me = await signUp('quiet@example.com');
      const res = await t.app.inject({ method: 'POST', url: '/api/pcsx/onboarding', headers: { cookie: me.cookie, 'x-csrf-token': me.csrf } });
      expect(res.json()).toEqual({ ok: true, isOnboarded: true });
      expect(await rows(me.id)).toEqual([]);
    } finally {
      await restore();
    }
  });
});
