import { createHash } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import { rotateImportToken } from '../services/positionsImport/importTokens';
import { createTestApp, logInAs, type TestApp } from '../testing/testApp';

// The CSV parser as the server's thread sees it, counting its calls (the import's worker has its own, unmocked).
jest.mock('csv-parse/sync', () => {
  const actual = jest.requireActual<typeof import('csv-parse/sync')>('csv-parse/sync');
  return { ...actual, parse: jest.fn(actual.parse) };
});

let t: TestApp;
let token: string;
const db = () => t.app.careers.db;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  token = await rotateImportToken(db(), 'demo.test', new Date());
});
afterAll(async () => {
  await t.close();
});

// Each call from an address of its own: the import API takes 10 calls a minute from one (the last test counts them).
let caller = 0;
const send = (body: string, options: { type?: string; auth?: string | null; domain?: string; format?: string; from?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    remoteAddress: options.from ?? `10.0.${Math.floor(++caller / 250)}.${caller % 250}`,
    url: `/api/pcsx/positions/import?domain=${options.domain ?? 'demo.test'}${options.format ? `&format=${options.format}` : ''}`,
    headers: {
      'content-type': options.type ?? 'application/json',
      ...(options.auth === null ? {} : { authorization: `Bearer ${options.auth ?? token}` }),
    },
    payload: body,
  });

const position = (externalId: string, extra: Record<string, unknown> = {}) => ({
  external_id: externalId,
  title: 'Zeppelin Rigging Engineer',
  department: 'Engineering',
  description: 'You keep our airships flying.\n\n- Rigging\n- Knots',
  employment_type: 'FULL_TIME',
  skills: ['Rigging', 'TypeScript'],
  city: 'Hamburg',
  region: 'Hamburg',
  country: 'DE',
  lat: 53.5511,
  lng: 9.9937,
  salary_min: 60000,
  salary_max: 80000,
  salary_currency: 'EUR',
  ...extra,
});

const search = async (query: string) => {
  const res = await t.app.inject({ url: `/api/pcsx/search?domain=demo.test&query=${encodeURIComponent(query)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { positions: Array<{ id: number; name: string }> }).positions;
};
const countPositions = async () => Number((await db().selectFrom('positions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const version = async () => (await db().selectFrom('search_version').select('version').where('domain', '=', 'demo.test').executeTakeFirstOrThrow()).version;

describe('the import token', () => {
  test('no token: 401, and nothing read or written', async () => {
    const before = await countPositions();
    const res = await send(JSON.stringify([position('T-1')]), { auth: null });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json().error.message).toMatch(/An import token is required/);
    expect(await countPositions()).toBe(before);
  });

  test('a wrong token, a token of another company, an unknown company: 401', async () => {
    expect((await send('[]', { auth: 'cpi_wrong' })).statusCode).toBe(401);
    // Another company with a token of its own: its token does not open demo.test, nor demo.test's token it.
    await db().insertInto('domains').values({ id: 'other.test', name: 'Other', config_json: '{"configs":{}}', created_at: new Date().toISOString() }).execute();
    const otherToken = await rotateImportToken(db(), 'other.test', new Date());
    const res = await send(JSON.stringify([position('T-2')]), { auth: otherToken });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('The import token is not valid for this company.');
    expect((await send(JSON.stringify([position('T-2')]), { domain: 'other.test' })).statusCode).toBe(401);
    expect((await send('[]', { domain: 'nowhere.test' })).statusCode).toBe(401);
  });

  test('stored as its SHA-256 only; rotating it ends the old one at once', async () => {
    const stored = await db().selectFrom('import_tokens').selectAll().where('domain', '=', 'demo.test').executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    const old = token;
    token = await rotateImportToken(db(), 'demo.test', new Date());
    expect((await send('[]', { auth: old })).statusCode).toBe(401);
    expect((await send('[]')).statusCode).toBe(422); // the new one is let in (an empty file is refused)
  });

  test('a session cookie is no substitute for the token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pcsx/positions/import?domain=demo.test', headers: { 'content-type': 'application/json', cookie: 'careers_sid=x' }, payload: '[]' });
    expect(res.statusCode).toBe(401);
  });
});

describe('importing', () => {
  test('a good JSON file: created, found by search at once, its job page a JobPosting', async () => {
    expect(await search('Zeppelin')).toEqual([]); // cached empty answer first: the import must make it stale
    const res = await send(JSON.stringify({ positions: [position('ATS-100'), position('ATS-101', { title: 'Zeppelin Navigator', remote: true })] }));
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ rows: 2, created: 2, updated: 0, reopened: 0, closed: 0, unchanged: 0, unknownClosed: [], announced: true });
    expect(report.openedIds).toHaveLength(2);
    const found = await search('Zeppelin');
    expect(found.map((p) => p.name).sort()).toEqual(['Zeppelin Navigator', 'Zeppelin Rigging Engineer']);
    const stored = await db().selectFrom('positions').selectAll().where('external_id', '=', 'ATS-100').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ domain: 'demo.test', location_name: 'Hamburg, Hamburg, DE', skills_json: '["Rigging","TypeScript"]', is_remote: 0, archived_at: null });
    const page = await t.app.inject({ url: `/careers/job/${stored.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"title":"Zeppelin Rigging Engineer"');
  });

  test('the same file again changes nothing; a changed row updates its position, found by its new title', async () => {
    const updatedAt = async () => (await db().selectFrom('positions').select('updated_at').where('external_id', '=', 'ATS-100').executeTakeFirstOrThrow()).updated_at;
    const written = await updatedAt();
    expect(written).toEqual(expect.any(String));
    const again = await send(JSON.stringify([position('ATS-100'), position('ATS-101', { title: 'Zeppelin Navigator', remote: true })]));
    expect(again.json().data).toMatchObject({ created: 0, updated: 0, unchanged: 2, openedIds: [] });
    // Unchanged is not rewritten: its sitemap lastmod (updated_at) stays.
    expect(await updatedAt()).toBe(written);
    const before = await countPositions();
    const res = await send(JSON.stringify([position('ATS-100', { title: 'Zeppelin Mooring Engineer' })]));
    expect(res.json().data).toMatchObject({ created: 0, updated: 1, openedIds: [] });
    expect(await countPositions()).toBe(before);
    expect(Date.parse(String(await updatedAt()))).toBeGreaterThanOrEqual(Date.parse(String(written)));
    expect(await updatedAt()).not.toBe(written);
    expect((await search('Mooring')).map((p) => p.name)).toEqual(['Zeppelin Mooring Engineer']);
  });

  test('closing: gone from search at once, its job page says Gone with a JobPosting that ended; open again reopens it', async () => {
    const { id } = await db().selectFrom('positions').select('id').where('external_id', '=', 'ATS-101').executeTakeFirstOrThrow();
    expect((await search('Navigator')).map((p) => p.id)).toEqual([id]);
    const res = await send('external_id,status\nATS-101,closed\nNEVER-SEEN,closed\n', { type: 'text/csv' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ closed: 1, closedIds: [id], unknownClosed: ['NEVER-SEEN'] });
    expect(await search('Navigator')).toEqual([]);
    const page = await t.app.inject({ url: `/careers/job/${id}` });
    expect(page.statusCode).toBe(410);
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page.body)?.[1] as string) as { validThrough: string };
    expect(Date.parse(ld.validThrough)).toBeLessThanOrEqual(Date.now());
    const details = (await t.app.inject({ url: `/api/pcsx/position_details?position_id=${id}&domain=demo.test` })).json();
    expect(details.data.archived_at).toEqual(expect.any(String));
    // Closing twice is nothing new; naming it open again reopens it (and announces it again).
    expect((await send('external_id,status\nATS-101,closed\n', { type: 'text/csv' })).json().data).toMatchObject({ closed: 0, unchanged: 1 });
    const reopened = await send(JSON.stringify([position('ATS-101', { title: 'Zeppelin Navigator' })]));
    expect(reopened.json().data).toMatchObject({ reopened: 1, openedIds: [id] });
    expect((await search('Navigator')).map((p) => p.id)).toEqual([id]);
    expect((await t.app.inject({ url: `/careers/job/${id}` })).statusCode).toBe(200);
  });

  test('CSV: skills separated by ";", types in words, remote as yes/no', async () => {
    const csv = [
      'external_id,title,department,description,employment_type,skills,city,region,country,lat,lng,remote',
      'CSV-1,Balloon Pilot,Operations,"Fly balloons.',
      '',
      'Carefully.",part-time,Piloting; Weather,Lyon,,FR,45.764,4.8357,yes',
    ].join('\n');
    const res = await send(csv, { type: 'text/csv' });
    expect(res.statusCode).toBe(200);
    const stored = await db().selectFrom('positions').selectAll().where('external_id', '=', 'CSV-1').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ employment_type: 'PART_TIME', skills_json: '["Piloting","Weather"]', is_remote: 1, region: null, location_name: 'Lyon, FR', lat: 45.764 });
  });

  test('CSV with carriage returns alone as line ends (a classic Mac export), longer than one 65,536-character line: imported, its line breaks kept', async () => {
    const header = 'external_id,title,department,description,employment_type,city,country,lat,lng';
    const rows = Array.from({ length: 800 }, (_, i) => `CR-${i},Balloon Pilot ${i},Operations,"Fly balloons.\r\rCarefully.",FULL_TIME,Lyon,FR,45.764,4.8357`);
    const csv = [header, ...rows].join('\r');
    expect(csv.length).toBeGreaterThan(65_536);
    const res = await send(csv, { type: 'text/csv' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ created: 800 });
    const stored = await db().selectFrom('positions').select('description').where('external_id', '=', 'CR-799').executeTakeFirstOrThrow();
    expect(stored.description).toBe('Fly balloons.\n\nCarefully.');
  });
});

describe('a bad file', () => {
  test('every problem reported by line, nothing written, search untouched', async () => {
    const lines = [
      'external_id,title,department,description,employment_type,city,country,lat,lng',
      'BAD-1,Fine Role,Engineering,Good.,FULL_TIME,Berlin,DE,52.52,13.405',
      'BAD-2,,Engineering,No title.,FULL_TIME,Berlin,DE,52.52,13.405',
      'BAD-3,Lost Role,Engineering,Far away.,FULL_TIME,Berlin,DE,123,13.405',
      'BAD-4,Odd Role,Alchemy,Unknown team.,FULL_TIME,Berlin,DE,52.52,13.405',
      'BAD-1,Twice,Engineering,Again.,FULL_TIME,Berlin,DE,52.52,13.405',
    ];
    const [count, searchVersion] = [await countPositions(), await version()];
    const res = await send(lines.join('\n'), { type: 'text/csv' });
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error.problems).toEqual([
      { line: 3, message: 'title is required' },
      { line: 4, message: 'bad coordinates: lat must be a number from -90 to 90 (got "123")' },
      { line: 5, message: 'unknown department "Alchemy"' },
      { line: 6, message: 'external id "BAD-1" is already on line 2' },
    ]);
    expect(error.message).toBe('line 3: title is required (and 3 more; nothing was imported)');
    expect(await countPositions()).toBe(count);
    expect(await version()).toBe(searchVersion);
    expect(await db().selectFrom('positions').select('id').where('external_id', '=', 'BAD-1').execute()).toEqual([]);
  });

  test('JSON rows are named by the line their object starts on; a file that is not JSON says where', async () => {
    const file = `[\n  ${JSON.stringify(position('J-1'))},\n  {\n    "external_id": "J-2",\n    "title": "No place"\n  }\n]`;
    const res = await send(file);
    expect(res.statusCode).toBe(422);
    const messages = (res.json().error.problems as Array<{ line: number; message: string }>).filter((p) => p.line === 3).map((p) => p.message);
    expect(messages).toEqual(expect.arrayContaining(['department is required', 'city is required', 'lat is required', 'employment type is required']));
    expect(await db().selectFrom('positions').select('id').where('external_id', '=', 'J-1').execute()).toEqual([]);
    const broken = await send('[\n{"external_id": "x",\n}\n]');
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.message).toMatch(/^line 3: not valid JSON/);
  });

  test('a reversed or invisible character in a title: 422 naming field, character and line, nothing written', async () => {
    const count = await countPositions();
    const json = await send(`[\n${JSON.stringify(position('BIDI-1', { title: 'Zeppelin \u202EreenignE' }))}\n]`);
    expect(json.statusCode).toBe(422);
    expect(json.json().error.message).toBe('line 2: title contains an invisible formatting character (U+202E) (nothing was imported)');
    const csv = await send('external_id,title,department,description,employment_type,city,country,lat,lng\nZW-1,Zeppelin\u200BPilot,Engineering,Fly.,FULL_TIME,Berlin,DE,52.52,13.405\n', { type: 'text/csv' });
    expect(csv.statusCode).toBe(422);
    expect(csv.json().error.message).toBe('line 2: title contains an invisible formatting character (U+200B) (nothing was imported)');
    expect(await countPositions()).toBe(count);
  });

  test('a title that looks blank (a Hangul filler) or hides a braille blank: 422 naming field, character and line, nothing written', async () => {
    const count = await countPositions();
    const json = await send(`[\n${JSON.stringify(position('BLANK-1', { title: '\u3164' }))}\n]`);
    expect(json.statusCode).toBe(422);
    expect(json.json().error.message).toBe('line 2: title contains an invisible character (U+3164) (nothing was imported)');
    const csv = await send('external_id,title,department,description,employment_type,city,country,lat,lng\nBLANK-2,Zeppelin\u2800Pilot,Engineering,Fly.,FULL_TIME,Berlin,DE,52.52,13.405\n', { type: 'text/csv' });
    expect(csv.statusCode).toBe(422);
    expect(csv.json().error.message).toBe('line 2: title contains an invisible character (U+2800) (nothing was imported)');
    expect(await countPositions()).toBe(count);
  });

  test('a 9 MiB CSV line of commas and 10 MB of nested JSON brackets: refused by line before parsing, nothing written', async () => {
    const count = await countPositions();
    const commas = await send(`external_id,title\n${','.repeat(9 * 1024 * 1024)}\n`, { type: 'text/csv' });
    expect(commas.statusCode).toBe(422);
    expect(commas.json().error).toMatchObject({ code: 'invalid_import', message: 'line 2: the line is longer than 65536 characters (nothing was imported)', count: 1 });
    const brackets = await send('['.repeat(10_000_000));
    expect(brackets.statusCode).toBe(422);
    expect(brackets.json().error).toMatchObject({ code: 'invalid_import', message: 'line 1: the JSON is nested more than 32 levels deep (nothing was imported)', count: 1 });
    expect(await countPositions()).toBe(count);
  });

  test('one CSV record of millions of columns on short lines (quoted line breaks): refused by its first line, nothing written', async () => {
    const count = await countPositions();
    const columns = await send(`external_id,title\nR-1,"Fjord\nPilot"\n"R-2",${'"\n",'.repeat(2_500_000)}""\n`, { type: 'text/csv' });
    expect(columns.statusCode).toBe(422);
    expect(columns.json().error).toMatchObject({ code: 'invalid_import', message: 'line 4: the row has more than 200 columns (nothing was imported)', count: 1 });
    expect(await countPositions()).toBe(count);
  });

  test('a body over the limit: 413; too many imports a minute: 429', async () => {
    const huge = await send(JSON.stringify([position('H-1', { description: 'x'.repeat(11 * 1024 * 1024) })]));
    expect(huge.statusCode).toBe(413);
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await send('[]', { auth: null, from: '192.0.2.7' })).statusCode);
    expect(answers).toEqual([...Array(10).fill(401), 429]);
  });
});

describe('reading the file off the server thread', () => {
  const bigJson = () => JSON.stringify(Array.from({ length: 3000 }, (_, i) => position(`BIG-${i}`, { title: `Zeppelin Crew ${i}` })), null, 1);
  const bigCsv = () => ['external_id,title,department,description,employment_type,city,country,lat,lng', ...Array.from({ length: 3000 }, (_, i) => `BIGC-${i},Zeppelin Hand ${i},Engineering,Ropes.,FULL_TIME,Berlin,DE,52.52,13.405`)].join('\n');

  test('a large import is parsed in a worker: the server thread never runs JSON.parse or the CSV parser on the body', async () => {
    const jsonParse = jest.spyOn(JSON, 'parse');
    const csvParse = jest.mocked(parseCsv);
    csvParse.mockClear();
    try {
      const json = bigJson();
      const res = await send(json);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ rows: 3000, created: 3000 });
      const csv = await send(bigCsv(), { type: 'text/csv' });
      expect(csv.json().data).toMatchObject({ rows: 3000, created: 3000 });
      expect(jsonParse.mock.calls.filter(([text]) => text === json)).toEqual([]);
      expect(csvParse).not.toHaveBeenCalled();
    } finally {
      jsonParse.mockRestore();
    }
  });
});

describe('several server instances', () => {
  test('a position closed through one instance leaves the search of another at once (its cached answers and index are stale)', async () => {
    const target = t.config.database;
    const other = await createTestApp({ DATABASE_URL: target.engine === 'sqlite' ? `sqlite:${target.path}` : target.url, RATE_LIMIT_MAX: '100000' });
    try {
      const searchThere = async (word: string) =>
        ((await other.app.inject({ url: `/api/pcsx/search?domain=demo.test&query=${word}` })).json() as { positions: Array<{ name: string }> }).positions.map((p) => p.name);
      expect(await searchThere('Cartographer')).not.toContain('Zeppelin Cartographer');
      expect((await send(JSON.stringify([position('MULTI-1', { title: 'Zeppelin Cartographer' })]))).statusCode).toBe(200);
      expect(await searchThere('Cartographer')).toContain('Zeppelin Cartographer');
      expect((await send('external_id,status\nMULTI-1,closed', { type: 'text/csv' })).json().data.closed).toBe(1);
      expect(await searchThere('Cartographer')).not.toContain('Zeppelin Cartographer');
    } finally {
      await other.close();
    }
  });
});


describe('a large import', () => {
  test('20,000 new positions matching one saved search and one job alert: announced, every match recorded, one notification and one e-mail each', async () => {
    // Before, the matches went in one INSERT of 4 parameters a row: SQLite refuses more than 32,766
    // ("too many SQL variables", from about 8,200 matches on), PostgreSQL more than 65,535, so the
    // announcement failed at each retry and nobody was told.
    const alex = await logInAs(t.app, 'alex@demo.test');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/pcsx/saved_searches',
      headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf },
      payload: { query: 'ornithopter', alert: 'email' },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const searchId = (saved.json() as { data: { id: number } }).data.id;
    const at = new Date().toISOString();
    const { id: alertId } = await db()
      .insertInto('job_alerts')
      .values({ domain: 'demo.test', email: 'visitor@example.com', query: 'ornithopter', location: '', filters_json: '{}', search_key: 'ornithopter', confirm_token_hash: null, confirmation_sent_at: at, confirmed_at: at, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lastOutboxId = Number((await db().selectFrom('outbox').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);

    const csv = ['external_id,title,department,description,employment_type,city,country,lat,lng', ...Array.from({ length: 20_000 }, (_, i) => `ORN-${i},Ornithopter Pilot ${i},Engineering,You fly.,FULL_TIME,Hamburg,DE,53.55,9.99`)].join('\n');
    const res = await send(csv, { type: 'text/csv' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ rows: 20_000, created: 20_000, announced: true });
    await t.app.careers.outbox.drain(); // what the server's sender does at once

    const announcement = await db().selectFrom('outbox').select(['sent_at', 'attempts', 'last_error']).where('kind', '=', 'announce_positions').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(announcement).toEqual({ sent_at: expect.any(String), attempts: 0, last_error: null });
    const count = async (table: 'saved_search_matches' | 'job_alert_matches', column: 'saved_search_id' | 'job_alert_id', id: number) =>
      Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where(column, '=', id).executeTakeFirstOrThrow()).n);
    expect(await count('saved_search_matches', 'saved_search_id', searchId)).toBe(20_000);
    expect(await count('job_alert_matches', 'job_alert_id', alertId)).toBe(20_000);
    const notifications = (await t.app.inject({ url: '/api/pcsx/notifications?domain=demo.test', headers: { cookie: alex.cookie } })).json().notifications as Array<{ message: string }>;
    expect(notifications.filter((n) => n.message.includes('"ornithopter"')).map((n) => n.message)).toEqual(['20,000 new jobs match your saved search "ornithopter".']);
    const mails = await db().selectFrom('outbox').select(['email']).where('kind', '=', 'new_jobs_mail').where('id', '>', lastOutboxId).orderBy('id').execute();
    expect(mails).toEqual([{ email: 'alex@demo.test' }, { email: 'visitor@example.com' }]);
  }, 300_000);
});
