import { PDFDocument } from 'pdf-lib';
import { parsesInTime } from './pdfParseGate';

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
