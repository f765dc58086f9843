import fs from 'node:fs';
import path from 'node:path';

// The server keeps a byte-for-byte copy of the boot-data contract because it compiles on its own
// (rootDir src). This test fails as soon as the two drift apart: copy the shared file over again.
test('the boot-data types are the same as in @careers/shared', () => {
  const shared = fs.readFileSync(path.join(__dirname, '../../../shared/src/boot/types.ts'), 'utf8');
  const copy = fs.readFileSync(path.join(__dirname, 'bootTypes.ts'), 'utf8');
  expect(copy).toBe(shared);
});
