// The import boundaries of eslint.config.mjs catch what ARCHITECTURE forbids (and let through what it allows).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { root } from './lib.mjs';

const eslint = new ESLint({ cwd: root });

/** The messages of the import-boundary rule for `code` as if it were the file at `filePath`. */
async function boundaryMessages(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

test('a remote never imports another remote, the shell, the server or shared files directly', async () => {
  assert.match((await boundaryMessages('mf-search/src/x.ts', "import { a } from '../../mf-offers/src/Root';\nexport { a };\n"))[0], /A remote never imports another remote/);
  assert.match((await boundaryMessages('mf-forms/src/x.ts', "import { a } from '@careers/mf-search/app';\nexport { a };\n"))[0], /A remote never imports another remote/);
  assert.match((await boundaryMessages('mf-forms/src/x.ts', "import { a } from '../../server/src/config';\nexport { a };\n"))[0], /does not import the server/);
  assert.match((await boundaryMessages('mf-forms/src/x.ts', "import { a } from '../../shared/src/forms/rules/phone';\nexport { a };\n"))[0], /public face/);
  assert.deepEqual(await boundaryMessages('mf-forms/src/x.ts', "import { a } from '@careers/shared/forms';\nexport { a };\n"), []);
});

test('services never import routes, plugins or Fastify', async () => {
  assert.match((await boundaryMessages('server/src/services/x.ts', "import { a } from '../routes/search';\nexport { a };\n"))[0], /never import routes/);
  assert.match((await boundaryMessages('server/src/services/search/x.ts', "import type { FastifyRequest } from 'fastify';\nexport type A = FastifyRequest;\n"))[0], /never import routes/);
  assert.deepEqual(await boundaryMessages('server/src/routes/x.ts', "import { a } from '../services/domains';\nexport { a };\n"), []);
});

test("the server reaches shared through its Node-safe face, never by path", async () => {
  assert.match((await boundaryMessages('server/src/routes/x.ts', "import { a } from '../../../shared/src/contracts/offers';\nexport { a };\n"))[0], /@careers\/shared\/<subpath>/);
  assert.match((await boundaryMessages('server/src/services/offers/x.ts', "import { a } from '../../../../shared/src/forms/rules';\nexport { a };\n"))[0], /@careers\/shared\/<subpath>/);
  assert.match((await boundaryMessages('server/src/services/x.test.ts', "import { a } from '../../../shared/src/testing/workGrowth';\nexport { a };\n"))[0], /@careers\/shared\/<subpath>/);
  assert.match((await boundaryMessages('server/src/views/x.ts', "import { a } from '@careers/shared/theme';\nexport { a };\n"))[0], /loads React/);
  assert.deepEqual(await boundaryMessages('server/src/views/x.ts', "import { a } from '@careers/shared/theme/tokens';\nexport { a };\n"), []);
  assert.deepEqual(await boundaryMessages('server/src/services/x.ts', "import { a } from '@careers/shared/contracts/offers';\nexport { a };\n"), []);
});

test('stores never import React', async () => {
  assert.match((await boundaryMessages('mf-search/src/cart/jobCartStore.ts', "import { useState } from 'react';\nexport { useState };\n"))[0], /A store never imports React/);
  assert.deepEqual(await boundaryMessages('mf-search/src/cart/useJobCart.ts', "import { useState } from 'react';\nexport { useState };\n"), []);
});

/** The messages of the rule that keeps the plain-click check in one place. */
async function plainClickMessages(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

test('the shell and the remotes read Ctrl/Cmd of a click only through isPlainClick', async () => {
  const handWritten = "export const f = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey;\n";
  assert.equal((await plainClickMessages('mf-search/src/features/search/x.tsx', handWritten)).length, 2);
  assert.match((await plainClickMessages('shell/src/chrome/x.ts', handWritten))[0], /isPlainClick from @careers\/shared\/location/);
  assert.match((await plainClickMessages('mf-offers/src/x.ts', "export const f = ({ ctrlKey }: MouseEvent) => ctrlKey;\n"))[0], /isPlainClick/);
  assert.match((await plainClickMessages('mf-forms/src/x.ts', "export const f = (event: MouseEvent) => event['metaKey'];\n"))[0], /isPlainClick/);
  assert.match((await plainClickMessages('mf-dashboard/src/x.ts', "export const f = (event: MouseEvent) => event.getModifierState('Control');\n"))[0], /isPlainClick/);
  // Shift and Alt alone are keyboard matters too (Shift+Enter, Alt+Arrow in a combobox): not the rule's business.
  assert.deepEqual(await plainClickMessages('mf-search/src/x.ts', "export const f = (event: KeyboardEvent) => event.shiftKey || event.altKey;\n"), []);
  // The one implementation, and tests that press modifier keys, may.
  assert.deepEqual(await plainClickMessages('shared/src/location/isPlainClick.ts', handWritten), []);
  assert.deepEqual(await plainClickMessages('mf-search/src/x.test.tsx', handWritten), []);
});
