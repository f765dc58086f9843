import { seedSearchFixture } from '../testing/searchFixture';
import { createTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
const db = () => t.app.careers.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Far ahead: a posting past its validThrough is no longer listed (see the closed-position test).
const VALID_THROUGH = '2099-04-01T09:00:00.000Z';

async function insertPosition(p: { title: string; remote?: boolean; archived?: boolean; salary?: boolean; domain?: string; validThrough?: string }): Promise<number> {
  const { id } = await db()
    .insertInto('positions')
    .values({
      domain: p.domain ?? 'demo.test', title: p.title, department: 'Data', description: 'We build <b>data</b> tools.\n\nWhat you bring:\n\n- SQL & Python\n- Care',
      skills_json: '["SQL"]', employment_type: 'PART_TIME', location_name: 'Hamburg, Hamburg, DE', city: 'Hamburg', region: 'Hamburg', country: 'DE',
      lat: 53.5511, lng: 9.9937, is_remote: p.remote ? 1 : 0, salary_min: p.salary === false ? null : 50000, salary_max: p.salary === false ? null : 65000,
      salary_currency: p.salary === false ? null : 'EUR', posted_at: '2026-02-01T09:00:00.000Z', valid_through: p.validThrough ?? VALID_THROUGH,
      archived_at: p.archived ? '2026-03-01T00:00:00.000Z' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] as string) as Record<string, unknown>);
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('job pages carry a JobPosting and the job title', () => {
  // Issue 30: the tab's name in the page's language from the first byte, as the shell names its pages; the title as written.
  test("the title names the company in the page's language (?hl=, Accept-Language); the job's title as written", async () => {
    const id = await insertPosition({ title: 'Analytics Engineer' });
    expect(titleOf((await t.app.inject({ url: `/careers/job/${id}?hl=de` })).body)).toBe('Analytics Engineer | Karriere bei Northwind Labs');
    expect(titleOf((await t.app.inject({ url: `/careers/job/${id}`, headers: { 'accept-language': 'ja' } })).body)).toBe('Analytics Engineer | Northwind Labs 採用情報');
    expect(titleOf((await t.app.inject({ url: `/careers/job/${id}?hl=ar` })).body)).toBe('Analytics Engineer | الوظائف في Northwind Labs');
  });

  test('/careers/job/<id>: every field, valid JSON, a data block without a nonce', async () => {
    const id = await insertPosition({ title: 'Analytics Engineer' });
    const res = await t.app.inject({ url: `/careers/job/${id}` });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Analytics Engineer | Careers at Northwind Labs');
    const blocks = jsonLdBlocks(res.body);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Analytics Engineer',
      description: '<p>We build &lt;b&gt;data&lt;/b&gt; tools.</p><p>What you bring:</p><ul><li>SQL &amp; Python</li><li>Care</li></ul>',
      datePosted: '2026-02-01T09:00:00.000Z',
      validThrough: VALID_THROUGH,
      hiringOrganization: { '@type': 'Organization', name: 'Northwind Labs' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Hamburg', addressRegion: 'Hamburg', addressCountry: 'DE' } },
      employmentType: 'PART_TIME',
      identifier: { '@type': 'PropertyValue', name: 'Northwind Labs', value: String(id) },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 50000, maxValue: 65000, unitText: 'YEAR' } },
    });
    // The CSP's nonce is for scripts that run; a JSON-LD block is data and needs none.
    expect(res.body).toMatch(/<script type="application\/ld\+json">\{/);
    const scriptSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toMatch(/'nonce-/);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  test('/careers/job/private?pid=<id> too; a remote job names where applicants may live; no salary, no baseSalary', async () => {
    const id = await insertPosition({ title: 'Remote Data Steward', remote: true, salary: false });
    const res = await t.app.inject({ url: `/careers/job/private?pid=${id}&domain=demo.test` });
    expect(titleOf(res.body)).toBe('Remote Data Steward | Careers at Northwind Labs');
    const [posting] = jsonLdBlocks(res.body);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'DE' },
      identifier: { value: String(id) },
    });
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).not.toHaveProperty('jobLocation');
  });

  test('a title with </script> cannot break out of the JSON-LD block or the title', async () => {
    const evil = 'Engineer </script><script>alert(1)</script><!-- x';
    const id = await insertPosition({ title: evil });
    const res = await t.app.inject({ url: `/careers/job/${id}` });
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).not.toContain('<!-- x');
    expect(titleOf(res.body)).toBe('Engineer &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- x | Careers at Northwind Labs');
    const [posting] = jsonLdBlocks(res.body);
    expect(posting?.title).toBe(evil);
    // Exactly the page's own scripts: the Intl warm-up, the JSON-LD block, the boot block, the shell's script and the
    // not-ready region's early listener (views/notReadyRegion.ts).
    expect(res.body.match(/<script/g)).toHaveLength(5);
  });

  test('a closed position keeps its title and page, answers 410 Gone, and its JobPosting ended in the past; unknown and other companies\' jobs answer 404', async () => {
    const closed = await insertPosition({ title: 'Former Role', archived: true });
    const closedRes = await t.app.inject({ url: `/careers/job/${closed}` });
    expect(closedRes.statusCode).toBe(410);
    expect(titleOf(closedRes.body)).toBe('Former Role | Careers at Northwind Labs');
    // Archived on 1 March, long before its planned end: the posting says it ended when it was closed.
    expect(jsonLdBlocks(closedRes.body).map((b) => b.validThrough)).toEqual(['2026-03-01T00:00:00.000Z']);
    // Past its valid_through the position is closed for search engines too, though not archived yet (and still a page).
    const ended = new Date(Date.now() - 60_000).toISOString();
    const expired = await insertPosition({ title: 'Expired Role', validThrough: ended });
    const expiredRes = await t.app.inject({ url: `/careers/job/${expired}` });
    expect(expiredRes.statusCode).toBe(200);
    expect(titleOf(expiredRes.body)).toBe('Expired Role | Careers at Northwind Labs');
    expect(jsonLdBlocks(expiredRes.body).map((b) => b.validThrough)).toEqual([ended]);

    const elsewhere = (await seedSearchFixture(db()))[0] as number;
    // No such job here: the page says so, and answers 404 so search engines drop it (no soft 404).
    for (const url of [`/careers/job/${elsewhere}?domain=demo.test`, '/careers/job/987654321', '/careers/job/private?pid=abc', '/careers/job/private?pid=987654321', '/careers/job/private', '/careers/job', '/careers/job/12abc']) {
      const res = await t.app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).toContain('<div id="careers-root"></div>');
      expect(titleOf(res.body)).toBe('Careers at Northwind Labs');
      expect(jsonLdBlocks(res.body)).toEqual([]);
    }
    const search = await t.app.inject({ url: '/careers/search' });
    expect(search.statusCode).toBe(200);
    expect(jsonLdBlocks(search.body)).toEqual([]);
  });
});
