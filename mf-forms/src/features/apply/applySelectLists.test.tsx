import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FirstAnswers } from '@careers/shared/boot';
import type { FormDefinition } from '@careers/shared/forms';
import { initSession } from '@careers/shared/state';
import { createFakeTransport, makeBootData } from '@careers/shared/testing';
import { applicationFormOf, applyForm } from '../../testing/formsFixtures';
import { putServerPage, serverRenderApply, takeOver } from '../../testing/serverDrawnApplyPage';

// Issue 27 (pages useful before and without scripts): the apply page's Country list showed only 'Loading' until the
// browser's script had asked its endpoint, so a candidate without scripts could not answer it. The page's block now
// carries the lists (optionLists, by the address the toolkit asks): the server draws them, the takeover keeps them.

const COUNTRIES = '/api/pcsx/form_options/countries';
const REGIONS_DE = '/api/pcsx/form_options/regions?parent=DE';
const FORM: FormDefinition = applicationFormOf({
  id: 'personal',
  title: 'Personal information',
  items: [
    { name: 'lastName', label: 'Last name', type: 'text', required: true },
    { name: 'country', label: 'Country', type: 'select', required: true, optionsEndpoint: COUNTRIES, sortOptions: 'asc', placeholder: 'Select' },
    {
      name: 'region', label: 'State or province', type: 'select', dependencies: ['country'], visibleWhen: { notEmpty: true },
      optionsEndpoint: '/api/pcsx/form_options/regions?parent={{parentValue}}', sortOptions: 'asc', placeholder: 'Select',
    },
  ],
});
const lists = {
  [COUNTRIES]: { data: { options: [{ value: 'FR', label: 'France' }, { value: 'DE', label: 'Germany' }, { value: 'CA', label: 'Canada' }] } },
  [REGIONS_DE]: { data: { options: [{ value: 'BY', label: 'Bavaria' }, { value: 'BE', label: 'Berlin' }] } },
};
const boot = makeBootData({ domain: 'acme.example', user: { isLoggedIn: true } });
const data = applyForm({ form: FORM, values: { lastName: 'Rivera', country: 'DE', region: 'BE' } });
const first = (optionLists?: Record<string, unknown>): FirstAnswers => ({ domain: 'acme.example', pathname: '/careers/apply', answers: { '/api/pcsx/apply_form': { data } }, ...(optionLists ? { optionLists } : {}) });
const render = (block: FirstAnswers) => serverRenderApply({ boot, url: '/careers/apply?pid=12', locale: 'en', nonce: 'n0nce', firstAnswers: block })?.html ?? '';
const selectOf = (html: string, name: string) => new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? '';

beforeEach(() => window.history.replaceState(null, '', '/careers/apply?pid=12'));

test('the server draws the Country list with its options, sorted, the profile\'s country chosen, and that country\'s regions', () => {
  const html = render(first(lists));
  const country = selectOf(html, 'country');
  expect(country).toBe('<option value="">Select</option><option value="CA">Canada</option><option value="FR">France</option><option value="DE" selected="">Germany</option>');
  expect(html).toMatch(/<label[^>]*for="[^"]*-country"[^>]*>Country/);
  expect(selectOf(html, 'region')).toContain('<option value="BE" selected="">Berlin</option>');
  expect(selectOf(html, 'region')).toContain('<option value="BY">Bavaria</option>');
  expect(html).not.toMatch(/<select[^>]*aria-busy/);
  // Without the lists (the page before issue 27's fix) the list could only say it was loading.
  expect(selectOf(render(first()), 'country')).toBe('<option value="">Loading</option>');
});

test('the takeover keeps the drawn lists (nothing asked, no hydration error) and a country chosen before it', async () => {
  const block = first(lists);
  const slot = putServerPage(block, render(block));
  // Chosen in the plain HTML page, before any script: France (which has no regions of its own).
  (slot.querySelector('select[name="country"]') as HTMLSelectElement).value = 'FR';

  const errors = jest.spyOn(console, 'error');
  initSession(boot);
  const transport = createFakeTransport({
    'GET /api/pcsx/apply_form': () => ({ data }),
    'GET /api/pcsx/form_options/regions': () => ({ data: { options: [] } }),
    'POST /api/pcsx/apply': () => ({ applicationId: 77 }),
  });
  const { props, unmount } = await takeOver(slot, transport);
  expect(props.reportError).not.toHaveBeenCalled();
  expect(errors.mock.calls.flat().join(' ')).not.toMatch(/hydrat|did not match|#418|#419/i);

  const country = screen.getByRole('combobox', { name: /^Country/ });
  expect(country).toHaveValue('FR');
  expect([...(country as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Select', 'Canada', 'France', 'Germany']);
  // The Country list was never asked for; only France's regions, once France was the answer.
  expect(transport.calls.filter((call) => call.path === COUNTRIES)).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
  const sent = transport.calls.find((call) => call.method === 'POST' && call.path === '/api/pcsx/apply');
  expect((sent?.body as { values: Record<string, unknown> } | undefined)?.values).toEqual(expect.objectContaining({ country: 'FR', region: 'N/A' }));
  await act(async () => {
    await unmount();
  });
});

test("the phone question is drawn, not 'Loading': its country list (the profile's country chosen, labelled 'Phone country') and its number", () => {
  const withPhone: FormDefinition = { ...FORM, sections: [{ id: 'contact', title: 'Contact', items: [{ name: 'phone', label: 'Phone', type: 'phone', required: true, rules: [{ type: 'phoneWithCountry' }] }] }] };
  const phoneData = applyForm({ form: withPhone, values: { phone: { country: 'DE', callingCode: '+49', number: '' } } });
  const html = render({ domain: 'acme.example', pathname: '/careers/apply', answers: { '/api/pcsx/apply_form': { data: phoneData } } });
  expect(html).not.toContain('Loading');
  expect(html).toMatch(/<label[^>]*for="([^"]*-phone-country)"[^>]*>Phone country<\/label><select[^>]*id="\1"/);
  const countries = selectOf(html, 'phone.country');
  expect(countries).toContain('<option value="DE" selected="">Germany (+49)</option>');
  expect(countries).toContain('<option value="US">United States (+1)</option>');
  expect(countries.match(/<option/g)?.length).toBeGreaterThan(200);
  expect(html).toMatch(/<input type="tel"[^>]*name="phone.number"/);
});
