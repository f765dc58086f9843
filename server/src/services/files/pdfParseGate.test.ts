import { PDFDocument } from 'pdf-lib';
import { parsesInTime } from './pdfParseGate';
import { PdfParseWorkers } from './pdfParseWorkers';

/** A one-page PDF; with `comment`, that many '%' characters between its objects and its cross-reference table. */
async function pdf(comment = 0): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Offer letter');
  const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
  if (!comment) return bytes;
  const at = bytes.lastIndexOf('xref');
  return Buffer.concat([bytes.subarray(0, at), Buffer.from(`${'%'.repeat(comment)}\n`), bytes.subarray(at)]);
}

test('a plain PDF parses; bytes that are no PDF are unreadable', async () => {
  expect(await parsesInTime(await pdf())).toBe('parsed');
  expect(await parsesInTime(Buffer.from('GIF89a not a pdf at all'))).toBe('unreadable');
});

test("a file crafted to keep pdf-lib's parser busy is stopped at the gate's limit, in a worker, not on the server's thread", async () => {
  // 40,000 '%' take pdf-lib over 20 s to get through (the parse is quadratic in them); the limit is 1 s.
  const crafted = await pdf(40_000);
  let ticks = 0;
  const ticker = setInterval(() => (ticks += 1), 50);
  const result = await parsesInTime(crafted, 1);
  clearInterval(ticker);
  expect(result).toBe('too_slow');
  // The event loop kept turning while the worker parsed: timers fired meanwhile.
  expect(ticks).toBeGreaterThan(5);
});

test('within the time limit, the parse budget decides: a slow parse is too slow, whatever pdf-lib concluded', async () => {
  // 10,000 '%' take pdf-lib hundreds of milliseconds (then it gives up); a budget of 20 ms is far below that.
  const crafted = await pdf(10_000);
  expect(await parsesInTime(crafted, 30, 20)).toBe('too_slow');
  expect(await parsesInTime(crafted, 30, 60_000)).toBe('unreadable');
});

test('the budget is enforced while the parse runs: a file whose parse would take minutes is stopped once its CPU budget is spent', async () => {
  // 400,000 '%' would keep pdf-lib busy for many minutes; the wall-clock limit here (10 minutes) is
  // never what stops it: only the budget can, and before it was enforced this waited the whole parse.
  const workers = new PdfParseWorkers(1);
  const endless = await pdf(400_000);
  const outcome = await workers.parse(endless, 600, 200);
  expect(outcome).toMatchObject({ result: 'too_slow', stoppedBy: 'budget' });
  // Counted work: the worker was stopped after about its budget of CPU time, not after the parse.
  const moderate = await workers.parse(await pdf(40_000), 600, 200);
  expect(moderate).toMatchObject({ result: 'too_slow', stoppedBy: 'budget' });
  workers.closeIdle();
});

test('workers are kept warm: checks one after another reuse one worker; a stopped worker is replaced', async () => {
  const workers = new PdfParseWorkers(2);
  const plain = await pdf();
  for (let i = 0; i < 5; i++) expect((await workers.parse(plain, 30, 60_000)).result).toBe('parsed');
  expect(workers.state()).toMatchObject({ started: 1, live: 1 });
  // Two at once use both workers; then five more at once wait their turn on those two.
  expect((await Promise.all([plain, plain, plain, plain, plain, plain, plain].map((b) => workers.parse(b, 30, 60_000)))).map((o) => o.result)).toEqual(Array(7).fill('parsed'));
  expect(workers.state()).toMatchObject({ started: 2, live: 2, waiting: 0 });
  // Stopped over its budget: that worker is gone, the next file gets a new one and parses.
  expect((await workers.parse(await pdf(40_000), 600, 20)).stoppedBy).toBe('budget');
  expect(workers.state()).toMatchObject({ started: 2, live: 1 });
  expect((await Promise.all([plain, plain].map((b) => workers.parse(b, 30, 60_000)))).map((o) => o.result)).toEqual(['parsed', 'parsed']);
  expect(workers.state()).toMatchObject({ started: 3, live: 2 });
  workers.closeIdle();
  expect(workers.state().live).toBe(0);
});
