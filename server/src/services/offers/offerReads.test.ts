import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { Db } from '../../db/database';
import { offerRequests } from '../../testing/offerRequests';
import { createTestApp, type TestApp } from '../../testing/testApp';

// Issue 29 "Round trips": an accept or a decline reads the offer once, under its lock, and answers the
// rows as it left them (it read the offer three times per call: before the lock, under it, and again
// for the answer). Counted through the routes: every statement the app runs while the call is served.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => {
  await t.close();
});

const { newCandidate, addOffer, pdfSaying, letterFile, accept, decline, get } = offerRequests(() => t);

/** Keeps every statement the database is given (transactions inherit a plugin), to be compiled afterwards. */
class StatementLog implements KyselyPlugin {
  readonly statements: PluginTransformQueryArgs[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.statements.push(args);
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/** Runs `call` with the app's database logged; the SQL of the SELECTs that read the offers table. */
async function readsOfOffers(call: () => Promise<unknown>): Promise<string[]> {
  const ctx = t.app.careers;
  const plain: Db = ctx.db;
  const log = new StatementLog();
  ctx.db = plain.withPlugin(log);
  try {
    await call();
  } finally {
    ctx.db = plain;
  }
  return log.statements
    .map(({ node, queryId }) => plain.getExecutor().compileQuery(node, queryId).sql)
    .filter((text) => /^select\b/i.test(text) && /\b(from|join) "offers"/i.test(text));
}

test('accepting the letter reads the offer once, and answers it as the list shows it afterwards', async () => {
  const robin = await newCandidate();
  const offer = await addOffer(robin.id);
  const file = letterFile(await pdfSaying('Signed by Robin Park'));
  let answer: { offer: unknown; changed: boolean } | undefined;
  const reads = await readsOfOffers(async () => {
    const res = await accept(robin, offer.id, [file]);
    expect(res.statusCode).toBe(200);
    answer = res.json();
  });
  expect(reads).toHaveLength(1);
  expect(answer?.changed).toBe(true);
  const list = (await get(robin, '/api/offer/offers?domain=demo.test')).json() as { offers: Array<{ id: number }> };
  expect(answer?.offer).toEqual(list.offers.find((o) => o.id === offer.id));
  expect(answer?.offer).toMatchObject({ status: 'Accepted', signed: true, actionable: false, expires_at: null });
});

test('declining reads the offer once, and answers it as the list shows it afterwards', async () => {
  const robin = await newCandidate();
  const offer = await addOffer(robin.id);
  let answer: { offer: unknown; changed: boolean } | undefined;
  const reads = await readsOfOffers(async () => {
    const res = await decline(robin, offer.id);
    expect(res.statusCode).toBe(200);
    answer = res.json();
  });
  expect(reads).toHaveLength(1);
  const list = (await get(robin, '/api/offer/offers?domain=demo.test')).json() as { offers: Array<{ id: number }> };
  expect(answer?.offer).toEqual(list.offers.find((o) => o.id === offer.id));
  expect(answer?.offer).toMatchObject({ status: 'Declined', actionable: false, expires_at: null });
});

test('a repeated accept reads the offer once and changes nothing', async () => {
  const robin = await newCandidate();
  const offer = await addOffer(robin.id);
  const file = letterFile(await pdfSaying('Signed by Robin Park'));
  expect((await accept(robin, offer.id, [file])).statusCode).toBe(200);
  let changed: boolean | undefined;
  const reads = await readsOfOffers(async () => {
    changed = ((await accept(robin, offer.id, [file])).json() as { changed: boolean }).changed;
  });
  expect(reads).toHaveLength(1);
  expect(changed).toBe(false);
});

// The file is read before the lock and the offer under it; the refusals keep the order they had when the
// offer was read first: not found, then the offer's state, and the file's fault only for an offer it could sign.
test('a file that is not a PDF: 404 for an offer not found, 409 for a declined one, invalid_file only for one it could sign', async () => {
  const robin = await newCandidate();
  const notPdf = [letterFile(Buffer.from('plain text, not a PDF'), 'signed.pdf')];
  const missing = await accept(robin, 999_999, notPdf);
  expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'not_found']);
  const declined = await addOffer(robin.id);
  expect((await decline(robin, declined.id)).statusCode).toBe(200);
  const late = await accept(robin, declined.id, notPdf);
  expect([late.statusCode, late.json().error]).toEqual([409, { code: 'offer_not_actionable', message: 'This offer has been declined.' }]);
  const open = await addOffer(robin.id);
  const refused = await accept(robin, open.id, notPdf);
  expect(refused.json().error).toEqual({ code: 'invalid_file', message: 'The file "signed.pdf" is not a PDF. Upload the signed document as a PDF file.' });
  const noFile = await accept(robin, open.id, []);
  expect(noFile.json().error.code).toBe('invalid_file');
  const { offers } = (await get(robin, '/api/offer/offers?domain=demo.test')).json() as { offers: Array<{ id: number; status: string }> };
  expect(offers.find((o) => o.id === open.id)?.status).toBe('Extended');
});
