import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FirstAnswers } from '@careers/shared/boot';
import type { FormDefinition } from '@careers/shared/forms';
import { initSession } from '@careers/shared/state';
import { createFakeTransport, makeBootData } from '@careers/shared/testing';
import { applicationFormOf, applyForm } from '../../testing/formsFixtures';
import { putServerPage, serverRenderApply, takeOver } from '../../testing/serverDrawnApplyPage';

// A user trial (session 14): on the apply page the server drew, a candidate on a slow phone answers before mf-forms
// takes over, and every drawn control works then. A chosen radio, a ticked box, a picked list entry, a number, a date
// and a correction to an answer the profile filled in were all undone by the takeover, and Submit then said 'This
// field is required' for answers the candidate could see. They must stay, and be what is sent.

const FORM: FormDefinition = applicationFormOf({
  id: 'questions',
  title: 'A few questions',
  items: [
    { name: 'lastName', label: 'Last name', type: 'text', required: true },
    { name: 'workAuthorization', label: 'Are you legally authorized to work here?', type: 'radio', required: true, options: [{ label: 'Yes', value: 'yes' }, { label: 'No', value: 'no' }] },
    { name: 'salaryExpectation', label: 'Salary expectation (per year)', type: 'number' },
    { name: 'startDate', label: 'Earliest start date', type: 'date' },
    { name: 'source', label: 'How did you hear about us?', type: 'dropdown', placeholder: 'Select', options: [{ label: 'Job board', value: 'job_board' }, { label: 'LinkedIn', value: 'linkedin' }] },
    { name: 'privacyConsent', label: 'I agree that Acme stores my application.', type: 'checkboxItem', required: true },
  ],
});

const boot = makeBootData({ domain: 'acme.example', user: { isLoggedIn: true } });
const data = applyForm({ form: FORM, values: { lastName: 'Rivera' } });
const first: FirstAnswers = { domain: 'acme.example', pathname: '/careers/apply', answers: { '/api/pcsx/apply_form': { data } } };

test('answers given on the drawn page before the takeover stay in their controls and are the ones sent', async () => {
  window.history.replaceState(null, '', '/careers/apply?pid=12');
  const page = serverRenderApply({ boot, url: '/careers/apply?pid=12', locale: 'en', nonce: 'n0nce', firstAnswers: first });
  const slot = putServerPage(first, page?.html ?? '');
  const drawn = <T extends HTMLElement = HTMLInputElement>(selector: string) => slot.querySelector(selector) as T;
  expect(drawn('input[name="lastName"]').value).toBe('Rivera');

  // The candidate answers the plain HTML page, as a browser lets them before any script.
  drawn('input[name="lastName"]').value = 'Rivera-Lopez';
  drawn('input[name="workAuthorization"][value="yes"]').checked = true;
  drawn('input[name="salaryExpectation"]').value = '65000';
  drawn('input[name="startDate"]').value = '2027-02-01';
  drawn<HTMLSelectElement>('select[name="source"]').value = 'linkedin';
  drawn('input[name="privacyConsent"]').checked = true;

  initSession(boot);
  const transport = createFakeTransport({ 'GET /api/pcsx/apply_form': () => ({ data }), 'POST /api/pcsx/apply': () => ({ applicationId: 77 }) });
  const { props, unmount } = await takeOver(slot, transport);
  expect(props.reportError).not.toHaveBeenCalled();

  // Still in their controls after the takeover's renders.
  expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Rivera-Lopez');
  expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  expect(screen.getByRole('spinbutton', { name: /Salary expectation/ })).toHaveValue(65000);
  expect(screen.getByRole('combobox', { name: /How did you hear about us/ })).toHaveValue('linkedin');
  expect(screen.getByRole('checkbox', { name: /I agree that Acme stores my application/ })).toBeChecked();

  // And the form's answers: sent as given, no 'This field is required'.
  await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
  expect(screen.queryByText('This field is required')).toBeNull();
  const sent = transport.calls.find((call) => call.method === 'POST' && call.path === '/api/pcsx/apply');
  expect((sent?.body as { values: Record<string, unknown> } | undefined)?.values).toEqual(
    expect.objectContaining({ lastName: 'Rivera-Lopez', workAuthorization: 'yes', salaryExpectation: 65000, source: 'linkedin', privacyConsent: true }),
  );
  expect((sent?.body as { values: Record<string, unknown> }).values.startDate).toBeTruthy();
  await act(async () => {
    await unmount();
  });
});
