import fs from 'node:fs';
import path from 'node:path';
import { configDocs } from './configDocs';

// The README's configuration table is what operators read: it must list every setting the server
// reads, with the default the code applies.
test('the README documents every setting with its default', () => {
  const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
  const missing = configDocs.filter((doc) => !readme.includes(`| \`${doc.name}\` | \`${doc.default.replace(/\|/g, '\\|')}\` |`)).map((doc) => doc.name);
  expect(missing).toEqual([]);
});
