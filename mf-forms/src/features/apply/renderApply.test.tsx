/**
 * @jest-environment node
 */
// In Node, as the server runs it: no document, no window.
import type { FirstAnswers } from '@careers/shared/boot';
import { makeBootData } from '@careers/shared/testing';
import { applicationFormOf, applyForm } from '../../testing/formsFixtures';
import { renderApply } from './renderApply';

const boot = (loggedIn: boolean) => makeBootData({ domain: 'acme.example', user: { isLoggedIn: loggedIn } });

function answers(data = applyForm(), over: Partial<FirstAnswers> = {}): FirstAnswers {
  return { domain: 'acme.example', pathname: '/careers/apply', answers: { '/api/pcsx/apply_form': { data } }, ...over };
}

const render = (url: string, first = answers(), loggedIn = true) => renderApply({ boot: boot(loggedIn), url, locale: 'en', nonce: 'n0nce', firstAnswers: first });

test("draws the position's heading and the form's fields as the candidate sees them, with their answers", () => {
  const page = render('/careers/apply?pid=12&domain=acme.example');
  expect(typeof document).toBe('undefined');
  expect(page?.html).toMatch(/<h1 tabindex="-1"[^>]*>Apply for Senior Data Engineer<\/h1>/);
  expect(page?.html).toContain('Berlin, BE, DE');
  expect(page?.html).toMatch(/<a href="\/careers\/job\/12"[^>]*>Back to the job<\/a>/);
  expect(page?.html).toMatch(/<form[^>]*aria-label="Apply to Acme"/);
  expect(page?.html).toMatch(/<label[^>]*>First name/);
  expect(page?.html).toMatch(/<input[^>]*value="Ada"/);
  expect(page?.html).toMatch(/<input[^>]*value="ada@example.com"/);
  // No loading state; the styles carry the response's nonce.
  expect(page?.html).not.toMatch(/aria-busy|data-state="loading"/);
  expect(page?.styles).toMatch(/<style data-s="" data-emotion="careers [^"]+" nonce="n0nce">/);
  // The tab is named as ApplyPage names it once its scripts run, from the first byte.
  expect(page?.title).toBe('Apply for Senior Data Engineer | Careers at Acme');
});

test('its buttons say they are not ready until the takeover, the submit one sends nothing by itself, and without scripts a line says why', () => {
  const html = render('/careers/apply?pid=12', answers(applyForm({ draft: { updated_at: '2026-11-20T10:00:00.000Z' } })))?.html ?? '';
  const buttons = html.match(/<button[^>]*>/g) ?? [];
  expect(buttons.length).toBeGreaterThanOrEqual(3);
  for (const button of buttons) {
    expect(button).toContain('aria-disabled="true"');
    expect(button).toContain('data-not-ready="Getting ready, one moment"');
    // Not a native submit: pressed before the takeover it would reload the page and lose what was typed.
    expect(button).not.toContain('type="submit"');
  }
  expect(html).toMatch(/<button[^>]*>Submit application<\/button>/);
  expect(html).toMatch(/<button[^>]*>Save draft<\/button>/);
  expect(html).toMatch(/<button[^>]*>Delete draft<\/button>/);
  expect(html).toContain('Sending this form needs JavaScript. Please enable it and reload the page.');
});

// User trial: with more than 10 chosen skills, the '+3' toggle was drawn without scripts, where it can never act,
// and the skills past the tenth could not be seen at all there.
test("more than 10 chosen skills: the '+N' toggle only where scripts run (not ready before the takeover), every skill shown where none run", () => {
  const skills = Array.from({ length: 13 }, (_, i) => `Skill ${i + 1}`);
  const form = applicationFormOf({ id: 'skills', title: 'Skills', items: [{ name: 'skills', label: 'Skills', type: 'skillSelector' }] });
  const page = render('/careers/apply?pid=12', answers(applyForm({ form, values: { skills } })));
  const html = page?.html ?? '';
  const toggle = /<button[^>]*aria-label="Show 3 more skills"[^>]*>\+3<\/button>/.exec(html)?.[0] ?? '';
  expect(toggle).toContain('aria-disabled="true"');
  expect(toggle).toContain('data-not-ready="Getting ready, one moment"');
  // Its list item is not drawn under (scripting: none): no dead Tab stop, no empty place in the row.
  const toggleItem = /<li class="([^"]+)"><button[^>]*aria-label="Show 3 more skills"/.exec(html)?.[1] ?? 'none';
  expect(page?.styles).toMatch(new RegExp(`@media \\(scripting: none\\)\\{\\.${toggleItem}\\{display:none;`));
  // All 13 are in the page; the three past the tenth show only where no script runs, the first ten everywhere.
  for (const skill of skills) expect(html).toContain(`<span>${skill}</span>`);
  const classOf = (skill: string) => new RegExp(`<li class="([^"]+)"><span>${skill}</span>`).exec(html)?.[1] ?? 'none';
  // The rules of one class, each whole (a media rule's own braces included).
  const rules = (className: string) => (page?.styles ?? '').split(/(?<=\})(?=[.@])/).filter((rule) => rule.includes(`.${className}{`)).join('');
  // Its last display is none (after the chip's own inline-flex); under (scripting: none) inline-flex again.
  expect(rules(classOf('Skill 11'))).toMatch(/display:none;\}@media \(scripting: none\)\{\.[\w-]+\{[^}]*display:inline-flex;\}\}$/);
  expect(classOf('Skill 13')).toBe(classOf('Skill 11'));
  expect(rules(classOf('Skill 10'))).not.toContain('display:none');
});

test("a visitor's page says they apply without an account, with no draft button", () => {
  const html = render('/careers/apply?pid=12', answers(applyForm({ values: {} })), false)?.html ?? '';
  expect(html).toContain('You are applying without an account. Log in to save a draft and follow your application.');
  expect(html).toMatch(/<button[^>]*data-not-ready="Getting ready, one moment"[^>]*>Log in<\/button>/);
  expect(html).not.toContain('Save draft');
  expect(html).toMatch(/<input[^>]*name="firstName"[^>]*value=""|<input[^>]*value=""[^>]*name="firstName"/);
});

test('draws nothing for another page, another position, company or page, a closed position, or answers without the form', () => {
  expect(render('/careers/forms/center')).toBeNull();
  expect(render('/careers/apply')).toBeNull();
  expect(render('/careers/apply?pid=abc')).toBeNull();
  expect(render('/careers/apply?pid=13')).toBeNull();
  expect(render('/careers/apply?pid=12', answers(undefined, { domain: 'other.example' }))).toBeNull();
  expect(render('/careers/apply?pid=12', answers(undefined, { pathname: '/careers/dashboard' }))).toBeNull();
  expect(render('/careers/apply?pid=12', answers(undefined, { answers: {} }))).toBeNull();
  const closed = applyForm({ position: { ...applyForm().position, is_closed: true } });
  expect(render('/careers/apply?pid=12', answers(closed))).toBeNull();
});

// User trial s19, the apply form without scripts: unticking 'I'm currently in this role.' left End date disabled (and
// the box had no name); another Country kept the first one's 'State or province' list; 'Search skills' took typing
// that nothing came of. What the server draws either works without scripts or is not drawn there.
test('without scripts the end date stays open, a list that follows another answer is a text box, and the skill search is not drawn', () => {
  const form = applicationFormOf({
    id: 'about',
    title: 'About you',
    items: [
      { name: 'country', label: 'Country', type: 'select', options: [{ value: 'CA', label: 'Canada' }, { value: 'BR', label: 'Brazil' }] },
      { name: 'region', label: 'State or province', type: 'select', dependencies: ['country'], optionsEndpoint: '/regions?parent={{parentValue}}' },
      { name: 'period', label: 'Period', type: 'dateRange' },
      { name: 'skills', label: 'Skills', type: 'skillSelector' },
    ],
  });
  const values = { country: 'CA', region: 'AB', period: { startDate: '01/2024', endDate: '11/2026', isCurrent: true }, skills: ['SQL'] };
  const optionLists = { '/regions?parent=CA': { data: { options: [{ value: 'AB', label: 'Alberta' }] } } };
  const page = render('/careers/apply?pid=12', answers(applyForm({ form, values }), { optionLists }));
  const html = page?.html ?? '';
  const styles = page?.styles ?? '';
  /** Whether the element's class is not drawn under (scripting: none), or drawn only there. */
  const hiddenWithoutScripts = (className: string) => new RegExp(`@media \\(scripting: none\\)\\{\\.${className}\\{display:none;`).test(styles);
  const onlyWithoutScripts = (className: string) =>
    new RegExp(`\\.${className}\\{[^}]*display:none;\\}`).test(styles) && new RegExp(`@media \\(scripting: none\\)\\{\\.${className}\\{display:block;\\}\\}`).test(styles);

  const end = /<input[^>]*name="[^"]*period\.endDate"[^>]*>/.exec(html)?.[0] ?? '';
  expect(end).toContain('value="2026-11"');
  expect(end).not.toContain('disabled');
  const current = /<input type="checkbox"[^>]*>/.exec(html)?.[0] ?? '';
  expect(current).toMatch(/name="period\.isCurrent"/);
  expect(current).toMatch(/checked=""/);

  const list = /<span class="([^"]+)"><select[^>]*name="[^"]*region"/.exec(html)?.[1] ?? 'none';
  expect(hiddenWithoutScripts(list)).toBe(true);
  // The province's name, not its code; named by the question's label.
  const box = /<input type="text" aria-label="State or province" class="([^"]+)" name="region" value="Alberta"\/>/.exec(html)?.[1] ?? 'none';
  expect(onlyWithoutScripts(box)).toBe(true);

  const search = /<div class="([^"]+)"><input[^>]*role="combobox"/.exec(html)?.[1] ?? 'none';
  expect(hiddenWithoutScripts(search)).toBe(true);
  expect(html).toContain('<span>SQL</span>');
});
