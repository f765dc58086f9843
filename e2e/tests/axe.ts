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
    type Check = string | { id: string };
    type Rule = { id: string; impact?: string; any: Check[]; all: Check[]; none: Check[] };
    type Audit = { rules: Rule[]; data: { checks: Record<string, { impact?: string } | undefined> } };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result>; _audit?: Audit } }).axe;
    // Rules whose every check (and the rule itself) is at most 'moderate' can never give a serious or
    // critical violation, so they cannot fail this check: they are not run (about a third of a run's time
    // on the profile and offers pages, among them 'region', which walks the whole page). The list is read
    // from axe's own rule data (not public API): should that change shape, every rule runs, as before.
    const order = ['minor', 'moderate', 'serious', 'critical'];
    const rank = (impact: string | undefined) => (impact === undefined ? order.length : order.indexOf(impact));
    const neverSerious = (axe._audit?.rules ?? []).filter((rule) => {
      const checks = [...rule.any, ...rule.all, ...rule.none].map((check) => (typeof check === 'string' ? check : check.id));
      return rule.impact !== undefined && Math.max(rank(rule.impact), ...checks.map((id) => rank(axe._audit?.data.checks[id]?.impact))) < rank('serious');
    });
    // Only violations are asked for: axe skips collecting and serializing every passing and inapplicable
    // node (a third of a run's time on the dashboard).
    const rules = Object.fromEntries(neverSerious.map((rule) => [rule.id, { enabled: false }]));
    const result = await axe.run(document, { resultTypes: ['violations'], rules });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: axe's tags for them. */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core's WCAG 2.x A and AA rules on the whole page, every impact: each violation as `id (impact): targets`
 * (the first three). Same CSP note as expectNoSeriousViolations.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (tags) => {
    type Result = { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  }, WCAG_A_AA);
}
