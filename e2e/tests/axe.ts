import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// Read once per worker: addScriptTag({ path }) read the 580 kB file again for every check.
const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core on the whole page: no serious or critical violations. axe is added as a script of the
 * page, which the pages' CSP refuses: suites that call this use `test.use({ bypassCSP: true })`.
 */
export async function expectNoSeriousViolations(page: Page) {
  // Parsing axe costs about as much as a run on a busy machine: a page checked twice (after a tab
  // click, say) keeps the copy it has. A navigation starts a new document without it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe;
    // Only violations are asked for: the same rules run, but axe skips collecting and serializing
    // every passing and inapplicable node (a third of a run's time on the dashboard).
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  });
  expect(violations).toEqual([]);
}
