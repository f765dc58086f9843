import { UnreadableFile } from './importFile';
import { readImportFileInWorker } from './readImportFileInWorker';

test('the rows come back from the worker with their lines, as readImportFile gives them', async () => {
  expect(await readImportFileInWorker('external_id,title\na,"Fjord\nPilot"\nb,Guide\n', 'csv', 10)).toEqual({
    rows: [{ line: 2, fields: { external_id: 'a', title: 'Fjord\nPilot' } }, { line: 4, fields: { external_id: 'b', title: 'Guide' } }],
    count: 2,
  });
});

test('more rows than allowed: only the count comes back', async () => {
  expect(await readImportFileInWorker(JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ external_id: `x${i}` }))), undefined, 20)).toEqual({ rows: [], count: 50 });
});

test('a file that cannot be read is refused with its line, as on the server thread', async () => {
  const refused = await readImportFileInWorker('[\n{"external_id": "x",\n}\n]', 'json', 10).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(UnreadableFile);
  expect((refused as UnreadableFile).problem).toEqual({ line: 3, message: expect.stringMatching(/^not valid JSON/) });
});

test('a worker that runs out of time is stopped and the file refused', async () => {
  await expect(readImportFileInWorker('external_id,title\na,b\n', 'csv', 10, 0)).rejects.toThrow('line 1: the file could not be read (it took longer than 0 seconds)');
});
