import { timeToHireOf } from '../services/positions/insights';
import { setDomainConfig } from '../testing/domainConfig';
import { positionsTestApp } from '../testing/positionsTestApp';
import { SEARCH_DOMAIN } from '../testing/searchFixture';

// Saving positions (position_action, positions/saved) is tested in savedPositions.test.ts, on the same setup.

const pos = positionsTestApp();
const { db, candidateId, insertPosition, get } = pos;
const alexId = () => candidateId('alex@demo.test');

const setConfig = (path: string, value: unknown) => setDomainConfig(db(), 'demo.test', path, value);

describe('GET /api/pcsx/position_details', () => {
  test('a visitor gets the full position with the contract fields', async () => {
    const res = await get(`/api/pcsx/position_details?position_id=${pos.backend}&domain=demo.test`);
    expect(res.statusCode).toBe(200);
    const { data, metadata } = res.json();
    expect(metadata).toEqual({ isFallback: false, isClosed: false });
    expect(data).toEqual({
      id: pos.backend,
      name: 'Senior Backend Engineer',
      department: 'Engineering',
      location: 'Berlin, Berlin, DE',
      locations: [{ name: 'Berlin, Berlin, DE', city: 'Berlin', region: 'Berlin', country: 'DE', lat: 52.52, lng: 13.405 }],
      is_remote: false,
      employment_type: 'FULL_TIME',
      posted_at: '2026-02-01T09:00:00.000Z',
      skills: ['TypeScript', 'React', 'Node.js', 'Kubernetes'],
      archived_at: null,
      description: 'Build things.\n\nWhat you bring:\n\n- Care\n- Tests',
      valid_through: '2099-04-01T09:00:00.000Z',
      salary: { min: 70000, max: 90000, currency: 'EUR', unit: 'YEAR' },
      apply_url: `/careers/apply?pid=${pos.backend}`,
      job_url: `/careers/job/${pos.backend}`,
      positionUserActions: { isSaved: false, isApplied: false, applicationStatus: null },
    });
  });

  test('demo descriptions are paragraphs separated by blank lines', async () => {
    const { id: demoId } = await db().selectFrom('positions').select('id').where('domain', '=', 'demo.test').where('archived_at', 'is', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const { data } = (await get(`/api/pcsx/position_details?position_id=${demoId}`)).json();
    expect(data.description.split('\n\n').length).toBeGreaterThanOrEqual(4);
    expect(data.salary).toMatchObject({ min: expect.any(Number), max: expect.any(Number), currency: expect.any(String), unit: 'YEAR' });
  });

  test('isApplied and isSaved tell the logged-in candidate what they did', async () => {
    const { position_id: applied, status } = await db().selectFrom('applications').select(['position_id', 'status']).where('candidate_id', '=', await alexId()).where('is_active', '=', 1).limit(1).executeTakeFirstOrThrow();
    const { data } = (await get(`/api/pcsx/position_details?position_id=${applied}&domain=demo.test`, pos.alex)).json();
    expect(data.positionUserActions.isApplied).toBe(true);
    // The job page says 'You applied' with the application's status.
    expect(data.positionUserActions.applicationStatus).toBe(status);
    const visitor = (await get(`/api/pcsx/position_details?position_id=${applied}&domain=demo.test`)).json();
    expect(visitor.data.positionUserActions).toEqual({ isSaved: false, isApplied: false, applicationStatus: null });
  });

  test('a closed position is still shown, as closed and a fallback', async () => {
    const res = await get(`/api/pcsx/position_details?position_id=${pos.closed}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata).toEqual({ isFallback: true, isClosed: true });
    expect(res.json().data.archived_at).toBe('2026-02-20T00:00:00.000Z');
  });

  test.each([
    ['Berlin', false],
    ['Berlin, Germany', false],
    ['Germany', false],
    ['Map Location:::52.52,13.405', false],
    ['Potsdam:::52.39,13.06', false],
    ['London', true],
    ['remote', true],
    ['Map Area:::48,2,49,3', true],
  ])('queried_location=%s → isFallback %s', async (place, fallback) => {
    const res = await get(`/api/pcsx/position_details?position_id=${pos.backend}&queried_location=${encodeURIComponent(place)}`);
    expect(res.json().metadata).toEqual({ isFallback: fallback, isClosed: false });
    expect(res.json().data.location).toBe('Berlin, Berlin, DE');
  });

  test.each([
    ['position_id=abc', 'The field "position_id" must be integer.'],
    ['position_id=0', 'The field "position_id" must be >= 1.'],
    ['position_id=-4', 'The field "position_id" must be >= 1.'],
    ['position_id=1.5', 'The field "position_id" must be integer.'],
    // Beyond any row's id (PostgreSQL's integer): the same 400 on both engines, never a database error.
    ['position_id=2147483648', 'The field "position_id" must be <= 2147483647.'],
    ['domain=demo.test', 'The field "position_id" is required.'],
    // Refused before any code reads it (services/positions/linearWork.test.ts shows the work is linear anyway).
    [`position_id=1&queried_location=${'a,'.repeat(5_000)}`, 'The field "queried_location" must NOT have more than 300 characters.'],
  ])('%s → 400 naming the field', async (query, message) => {
    const res = await get(`/api/pcsx/position_details?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_request', message } });
  });

  test('an unknown position, or another company\'s, is 404 Position not found.', async () => {
    for (const id of [999_999_999, pos.fixtureIds[0]]) {
      const res = await get(`/api/pcsx/position_details?position_id=${id}&domain=demo.test`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Position not found.' } });
    }
    // The same position is found for its own company.
    expect((await get(`/api/pcsx/position_details?position_id=${pos.fixtureIds[0]}&domain=${SEARCH_DOMAIN}`)).statusCode).toBe(200);
  });
});

describe('GET /api/pcsx/match_details', () => {
  test('logged out → 401 login_required', async () => {
    const res = await get(`/api/pcsx/match_details?position_id=${pos.backend}`);
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-login-required']).toBe('1');
    expect(res.json().error.code).toBe('login_required');
  });

  test('Alex has every skill and the years of a senior role: a strong match, explained', async () => {
    const res = await get(`/api/pcsx/match_details?position_id=${pos.backend}&domain=demo.test`, pos.alex);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        score: 1,
        isStrongMatch: true,
        threshold: 0.7,
        matchedSkills: ['TypeScript', 'React', 'Node.js', 'Kubernetes'],
        missingSkills: [],
        experience: { candidateYears: 7, requiredYears: 5, meets: true },
        explanation: [
          'You have all 4 skills this role asks for: TypeScript, React, Node.js and Kubernetes.',
          'You have 7 years of experience; this role asks for about 5 years.',
          'Your match score is 100%, which makes this a strong match (70% or more).',
        ],
      },
    });
  });

  test('a design role shares none of Alex\'s skills: a weak match', async () => {
    const { data } = (await get(`/api/pcsx/match_details?position_id=${pos.designer}`, pos.alex)).json();
    expect(data).toMatchObject({ score: 0, isStrongMatch: false, matchedSkills: [], missingSkills: ['Figma', 'Sketch', 'Prototyping'] });
    expect(data.experience).toEqual({ candidateYears: 7, requiredYears: null, meets: null });
    expect(data.explanation).toEqual([
      'You have none of the 3 skills this role asks for yet.',
      'Skills you do not list yet: Figma, Sketch and Prototyping.',
      'This role does not state how much experience it asks for.',
      'Your match score is 0%; a strong match needs 70%.',
    ]);
  });

  test('one skill and one year read in the singular (issue 24 item 12: not "all 1 skills", not "1 years")', async () => {
    const single = await insertPosition({ title: 'Junior TypeScript Developer', department: 'Legal', skills: ['TypeScript'] });
    const { data } = (await get(`/api/pcsx/match_details?position_id=${single}`, pos.alex)).json();
    expect(data.explanation).toEqual([
      'You have the one skill this role asks for: TypeScript.',
      'You have 7 years of experience; this role asks for about 1 year.',
      'Your match score is 100%, which makes this a strong match (70% or more).',
    ]);
    const other = await insertPosition({ title: 'Junior Go Developer', department: 'Legal', skills: ['Go'] });
    expect((await get(`/api/pcsx/match_details?position_id=${other}`, pos.alex)).json().data.explanation[0]).toBe(
      'You do not have the one skill this role asks for yet.',
    );
  });

  test('demo positions give Alex realistic, varied scores', async () => {
    const ids = (await db().selectFrom('positions').select('id').where('domain', '=', 'demo.test').where('archived_at', 'is', null).where('department', '=', 'Engineering').limit(15).execute()).map((r) => r.id);
    const scores = await Promise.all(ids.map(async (id) => (await get(`/api/pcsx/match_details?position_id=${id}`, pos.alex)).json().data.score as number));
    expect(scores.every((s) => s >= 0 && s <= 1)).toBe(true);
    expect(new Set(scores).size).toBeGreaterThan(2);
    expect(scores.some((s) => s > 0)).toBe(true);
  });

  test('the threshold is the company\'s strongMatchThreshold', async () => {
    await setConfig('$.configs.pcsxConfig.strongMatchThreshold', 0.2);
    try {
      const { data } = (await get(`/api/pcsx/match_details?position_id=${pos.designer}`, pos.alex)).json();
      expect(data.threshold).toBe(0.2);
    } finally {
      await setConfig('$.configs.pcsxConfig.strongMatchThreshold', 0.7);
    }
  });

  test('400 for a bad id, 404 for an unknown one', async () => {
    expect((await get('/api/pcsx/match_details?position_id=x', pos.alex)).statusCode).toBe(400);
    const res = await get('/api/pcsx/match_details?position_id=987654321', pos.alex);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Position not found.');
  });
});

describe('GET /api/pcsx/position_insights', () => {
  test('the configured fields, computed from the company\'s data', async () => {
    const res = await get(`/api/pcsx/position_insights?position_id=${pos.backend}&domain=demo.test`);
    expect(res.statusCode).toBe(200);
    const { fields, similarRoles } = res.json().data;
    expect(fields.map((f: { key: string }) => f.key)).toEqual(['team_size', 'hiring_manager', 'time_to_hire', 'similar_roles']);
    expect(fields[0]).toEqual({ key: 'team_size', label: 'Open roles in this team', value: 'No other open roles in Engineering in Berlin' });
    expect(fields[1]).toEqual({ key: 'hiring_manager', label: 'Hiring manager', value: 'Priya Raman' });
    expect(fields[2]).toEqual({ key: 'time_to_hire', label: 'Time to hire', value: expect.stringMatching(/^About \d+ days?$/) });
    expect(similarRoles.length).toBeGreaterThan(0);
    expect(similarRoles.length).toBeLessThanOrEqual(5);
    const ids = similarRoles.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(pos.backend);
    for (const role of similarRoles) {
      const row = await db().selectFrom('positions').select(['title', 'location_name', 'archived_at', 'domain']).where('id', '=', role.id).executeTakeFirst();
      expect(row).toEqual({ title: role.name, location_name: role.location, archived_at: null, domain: 'demo.test' });
    }
    expect(fields[3]).toEqual({ key: 'similar_roles', label: 'Similar roles', value: expect.stringContaining(similarRoles[0].name) });
    // Titles sharing words come first: an "Engineer" among them.
    expect(similarRoles[0].name).toMatch(/Engineer|Backend/);
  });

  test('team_size counts the other open roles of the department in the city, never the position itself', async () => {
    const team = [await insertPosition({ title: 'Team Role One', department: 'Support' }), await insertPosition({ title: 'Team Role Two', department: 'Support' })];
    const value = async (id: number) => (await get(`/api/pcsx/position_insights?position_id=${id}`)).json().data.fields[0];
    expect(await value(team[0] as number)).toEqual({ key: 'team_size', label: 'Open roles in this team', value: '1 other open role in Support in Berlin' });
    const third = await insertPosition({ title: 'Team Role Three', department: 'Support' });
    expect((await value(third)).value).toBe('2 other open roles in Support in Berlin');
    // A closed position, or one in another city, is not counted.
    await insertPosition({ title: 'Team Role Closed', department: 'Support', archived: true });
    await insertPosition({ title: 'Team Role Hamburg', department: 'Support', city: ['Hamburg', 'Hamburg', 'DE', 53.55, 9.99] });
    expect((await value(third)).value).toBe('2 other open roles in Support in Berlin');
  });

  test('time_to_hire: the median days from application to decision, the department\'s with 3 or more, else the company\'s', async () => {
    const position = await insertPosition({ title: 'Recruiting Coordinator', department: 'People Ops' });
    const alexCandidate = await alexId();
    const decide = (days: number) =>
      db()
        .insertInto('applications')
        .values({
          domain: 'demo.test', candidate_id: alexCandidate, position_id: position, status: 'Not selected', stage: 'Closed', is_active: 0,
          created_at: '2026-01-01T00:00:00.000Z', updated_at: new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString(),
        })
        .execute();
    const timeToHire = async () =>
      (await get(`/api/pcsx/position_insights?position_id=${position}`)).json().data.fields.find((f: { key: string }) => f.key === 'time_to_hire')?.value;
    // The company's figure, computed here the long way from every decided application.
    const companyFigure = async () => {
      const days = (await db().selectFrom('applications').select(['created_at', 'updated_at']).where('domain', '=', 'demo.test').where('is_active', '=', 0).execute())
        .map((a) => (Date.parse(a.updated_at) - Date.parse(a.created_at)) / 86_400_000)
        .filter((d) => d >= 0)
        .sort((a, b) => a - b);
      expect(days.length).toBeGreaterThan(2);
      const mid = Math.floor(days.length / 2);
      const median = days.length % 2 ? (days[mid] as number) : ((days[mid - 1] as number) + (days[mid] as number)) / 2;
      const rounded = Math.max(1, Math.round(median));
      return rounded === 1 ? 'About 1 day' : `About ${rounded} days`;
    };
    expect(await timeToHire()).toBe(await companyFigure());
    // Two decisions in the department are too few to say much: still the company's figure.
    await decide(10);
    await decide(40);
    expect(await timeToHire()).toBe(await companyFigure());
    await decide(20);
    expect(await timeToHire()).toBe('About 20 days');
    await decide(30);
    expect(await timeToHire()).toBe('About 25 days');
  });

  test('time_to_hire is computed once per version of the company\'s positions and applications, not per page', async () => {
    const first = await timeToHireOf(db(), 'demo.test');
    expect(await timeToHireOf(db(), 'demo.test')).toBe(first);
    const { id: application } = await db().selectFrom('applications').select('id').where('domain', '=', 'demo.test').where('is_active', '=', 1).limit(1).executeTakeFirstOrThrow();
    await db().updateTable('applications').set({ is_active: 0, updated_at: '2026-03-01T00:00:00.000Z' }).where('id', '=', application).execute();
    const afterDecision = await timeToHireOf(db(), 'demo.test');
    expect(afterDecision).not.toBe(first);
    expect(await timeToHireOf(db(), 'demo.test')).toBe(afterDecision);
    await insertPosition({ title: 'Version Bump', department: 'People Ops' });
    expect(await timeToHireOf(db(), 'demo.test')).not.toBe(afterDecision);
  });

  test('only the fields the company configured', async () => {
    await setConfig('$.configs.pcsxConfig.positionDetailsConfig.insights.fields', ['hiring_manager']);
    try {
      const { data } = (await get(`/api/pcsx/position_insights?position_id=${pos.designer}`)).json();
      expect(data).toEqual({ fields: [{ key: 'hiring_manager', label: 'Hiring manager', value: 'Mei Lin Okafor' }] });
    } finally {
      await setConfig('$.configs.pcsxConfig.positionDetailsConfig.insights.fields', ['team_size', 'hiring_manager', 'time_to_hire', 'similar_roles']);
    }
  });

  test('400 and 404', async () => {
    expect((await get('/api/pcsx/position_insights')).statusCode).toBe(400);
    expect((await get(`/api/pcsx/position_insights?position_id=${pos.fixtureIds[1]}&domain=demo.test`)).statusCode).toBe(404);
  });
});

describe('GET /api/pcsx/overrides', () => {
  test('defaults, company settings and per-position settings', async () => {
    const url = (id: number) => `/api/pcsx/overrides?position_id=${id}&domain=demo.test`;
    expect((await get(url(pos.backend))).json()).toEqual({ data: { applyButtonLabel: null, externalApplyUrl: null, hideMatchDetails: false } });
    await setConfig('$.configs.pcsxConfig.overrides', {
      applyButtonLabel: 'Apply now',
      hideMatchDetails: true,
      positions: { [pos.designer]: { externalApplyUrl: 'https://jobs.example.org/designer', hideMatchDetails: false }, [pos.closed]: { externalApplyUrl: 'javascript:alert(1)' } },
    });
    try {
      expect((await get(url(pos.backend))).json().data).toEqual({ applyButtonLabel: 'Apply now', externalApplyUrl: null, hideMatchDetails: true });
      expect((await get(url(pos.designer))).json().data).toEqual({ applyButtonLabel: 'Apply now', externalApplyUrl: 'https://jobs.example.org/designer', hideMatchDetails: false });
      // Only http(s) links: a setting can never make the apply button run script.
      expect((await get(url(pos.closed))).json().data.externalApplyUrl).toBeNull();
    } finally {
      await setConfig('$.configs.pcsxConfig.overrides', {});
    }
  });

  test('400 and 404', async () => {
    expect((await get('/api/pcsx/overrides?position_id=two')).statusCode).toBe(400);
    expect((await get('/api/pcsx/overrides?position_id=123456789')).json()).toEqual({ error: { code: 'not_found', message: 'Position not found.' } });
  });
});
