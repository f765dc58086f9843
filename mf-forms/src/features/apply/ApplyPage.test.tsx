import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginModalStore, toastStore } from '@careers/shared/state';
import { createFakeTransport, englishShown, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { formsMessages } from '../../i18n/formsMessages';
import spanish from '../../i18n/locales/es';
import { APPLICATION_FORM, applyForm } from '../../testing/formsFixtures';
import { ApplyPage } from './ApplyPage';
import { loadApplyFormPart } from './useApplyFormPart';

const toasts = () => toastStore.toasts.map((t) => t.message);

// The form's toolkit is a lazy chunk (useApplyFormPart.ts). In jest its first import compiles the toolkit's modules,
// which on a loaded machine took longer than findBy's wait in the file's first test (CI); a browser has it from
// the page's preload hint. Loaded once here, so every test meets the page as a candidate does.
beforeAll(() => loadApplyFormPart(), 60_000);

test('the application is filled in from the profile, sent, and confirmed with links onward', async () => {
  const user = userEvent.setup({ delay: null });
  const navigate = jest.fn();
  const transport = createFakeTransport({
    'GET /api/pcsx/apply_form': () => ({ data: applyForm() }),
    'POST /api/pcsx/apply': () => ({ ok: true, applicationId: 77 }),
  });
  renderWithProviders(<ApplyPage pid={12} isPrivate={false} navigate={navigate} />, { transport });
  expect(screen.getByRole('heading', { level: 1, name: 'Apply' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Apply for Senior Data Engineer' })).toBeInTheDocument();
  // One title (issue 14 #14): the form's own title names the form instead of showing as a second heading.
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.queryByRole('heading', { name: 'Apply to Acme' })).not.toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Apply to Acme' })).toBeInTheDocument();
  expect(screen.getByText(/Berlin, BE, DE/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the job' })).toHaveAttribute('href', '/careers/job/12');
  expect(transport.calls[0]?.params).toEqual({ pid: 12, domain: 'acme.example' });
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');

  await user.type(screen.getByRole('textbox', { name: 'LinkedIn profile' }), 'https://www.linkedin.com/in/ada');
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  const done = await screen.findByRole('heading', { level: 1, name: 'Application submitted' });
  expect(done).toHaveFocus();
  expect(screen.getByText('Thank you for applying for Senior Data Engineer. We will be in touch by email.')).toBeInTheDocument();
  expect(transport.calls.at(-1)).toMatchObject({
    method: 'POST',
    path: '/api/pcsx/apply',
    body: { pid: 12, values: { firstName: 'Ada', email: 'ada@example.com', linkedin: 'https://www.linkedin.com/in/ada' }, domain: 'acme.example' },
  });
  expect(screen.getByRole('link', { name: 'Follow your application on the dashboard' })).toHaveAttribute('href', '/careers/dashboard');
  await user.click(screen.getByRole('link', { name: 'Search more jobs' }));
  expect(navigate).toHaveBeenCalledWith('/careers/search');
});

test("a 422's messages show under the fields and nothing typed is lost", async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'GET /api/pcsx/apply_form': () => ({ data: applyForm() }),
    'POST /api/pcsx/apply': () => {
      throw new TransportError('Please fix the highlighted fields.', {
        status: 422,
        code: 'invalid_form',
        data: { error: { code: 'invalid_form', message: 'Please fix the highlighted fields.', fields: { email: 'This email is already used by another applicant.' } } },
      });
    },
  });
  renderWithProviders(<ApplyPage pid={12} isPrivate={false} navigate={jest.fn()} />, { transport });
  await user.type(await screen.findByRole('textbox', { name: 'LinkedIn profile' }), 'https://www.linkedin.com/in/ada');
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  expect(await screen.findByText('This email is already used by another applicant.')).toBeInTheDocument();
  const email = screen.getByRole('textbox', { name: 'Email' });
  await waitFor(() => expect(email).toHaveFocus());
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: 'LinkedIn profile' })).toHaveValue('https://www.linkedin.com/in/ada');
  expect(screen.queryByRole('heading', { name: 'Application submitted' })).not.toBeInTheDocument();
});

test('a failure without fields is said above the form and takes the focus', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'GET /api/pcsx/apply_form': () => ({ data: applyForm() }),
    'POST /api/pcsx/apply': () => {
      throw new TransportError('You have already applied for this position.', { status: 409, code: 'already_applied' });
    },
    'POST /vslog': () => ({ ok: true }),
  });
  renderWithProviders(<ApplyPage pid={12} isPrivate={false} navigate={jest.fn()} />, { transport });
  await user.click(await screen.findByRole('button', { name: 'Submit application' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('You have already applied for this position.');
  await waitFor(() => expect(alert).toHaveFocus());
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
});

test('typed answers are not lost to a reload or a link without asking', async () => {
  const user = userEvent.setup({ delay: null });
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const navigate = jest.fn();
  const transport = createFakeTransport({ 'GET /api/pcsx/apply_form': () => ({ data: applyForm() }) });
  renderWithProviders(<ApplyPage pid={12} isPrivate={false} navigate={navigate} />, { transport });
  await user.type(await screen.findByRole('textbox', { name: 'LinkedIn profile' }), 'https://www.linkedin.com/in/ada');
  const reload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(reload);
  expect(reload.defaultPrevented).toBe(true);
  await user.click(screen.getByRole('link', { name: 'Back to the job' }));
  expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page?');
  expect(navigate).not.toHaveBeenCalled();
  confirm.mockReturnValue(true);
  await user.click(screen.getByRole('link', { name: 'Back to the job' }));
  expect(navigate).toHaveBeenCalledWith('/careers/job/12');
  confirm.mockRestore();
});

test('a saved draft comes back, is saved again, and can be deleted', async () => {
  const user = userEvent.setup({ delay: null });
  let deleteFails = true;
  const transport = createFakeTransport({
    'GET /api/pcsx/apply_form': () => ({
      data: applyForm({ values: { firstName: 'Ada', email: 'ada@example.com', linkedin: 'https://www.linkedin.com/in/draft' }, draft: { updated_at: '2026-03-07T09:05:00' } }),
    }),
    'POST /api/pcsx/draft_applications': () => ({ ok: true, updated_at: '2026-03-08T10:30:00' }),
    'DELETE /api/pcsx/draft_applications': () => {
      if (deleteFails) throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
      return { ok: true };
    },
  });
  renderWithProviders(<ApplyPage pid={12} isPrivate={false} navigate={jest.fn()} />, { transport });
  expect(await screen.findByText('We restored the draft you saved on 03/07/2026 09:05.')).toBeInTheDocument();
  const linkedin = screen.getByRole('textbox', { name: 'LinkedIn profile' });
  expect(linkedin).toHaveValue('https://www.linkedin.com/in/draft');

  await user.clear(screen.getByRole('textbox', { name: 'Email' }));
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Draft saved 03/08/2026 10:30')).toBeInTheDocument();
  expect(toasts()).toEqual(['Your draft application was saved. You can finish it later.']);
  // A draft is saved as it is, even with a required answer missing.
  const saved = transport.calls.at(-1);
  expect(saved).toMatchObject({ method: 'POST', path: '/api/pcsx/draft_applications', body: { pid: 12, domain: 'acme.example' } });
  expect((saved?.body as { values: Record<string, unknown> }).values).toEqual({ firstName: 'Ada', linkedin: 'https://www.linkedin.com/in/draft' });

  await user.click(screen.getByRole('button', { name: 'Delete draft' }));
  await waitFor(() => expect(toasts()).toContain('Failed to delete draft application'));
  expect(screen.getByText('Draft saved 03/08/2026 10:30')).toBeInTheDocument();
  deleteFails = false;
  await user.click(screen.getByRole('button', { name: 'Delete draft' }));
  await waitFor(() => expect(toasts()).toContain('Deleted draft application'));
  expect(transport.calls.at(-1)).toMatchObject({ method: 'DELETE', body: { position_ids: [12], domain: 'acme.example' } });
  expect(screen.queryByRole('button', { name: 'Delete draft' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Draft saved/)).not.toBeInTheDocument();
  expect(linkedin).toHaveValue('https://www.linkedin.com/in/draft');
});

test('a visitor may apply when the company allows it, without drafts', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'GET /api/pcsx/apply_form': () => ({ data: applyForm({ values: {} }) }),
    'POST /api/pcsx/apply': () => ({ ok: true, applicationId: null }),
  });
  const boot = makeBootData({ user: { isLoggedIn: false, id: null }, profile: null });
  renderWithProviders(<ApplyPage pid={12} isPrivate navigate={jest.fn()} />, { transport, boot });
  expect(await screen.findByText('You are applying without an account. Log in to save a draft and follow your application.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the job' })).toHaveAttribute('href', '/careers/job/private?pid=12');
  expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Robin');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'robin@example.com');
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Application submitted' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Follow your application on the dashboard' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Search more jobs' }));
});

test('the login button on the page opens the login modal', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({ 'GET /api/pcsx/apply_form': () => ({ data: applyForm({ values: {} }) }) });
  renderWithProviders(<ApplyPage pid={12} isPrivate={false} navigate={jest.fn()} />, { transport, boot: makeBootData({ user: { isLoggedIn: false, id: null }, profile: null }) });
  await user.click(await screen.findByRole('button', { name: 'Log in' }));
  expect(loginModalStore.isOpen).toBe(true);
});

test.each([
  ['archived', '2026-01-01T00:00:00Z'],
  // Past its valid_through, not archived: the server says closed (is_closed), and sending would be refused.
  ['expired', null],
])('a closed position (%s) shows no form', async (_kind, archivedAt) => {
  const transport = createFakeTransport({
    'GET /api/pcsx/apply_form': () => ({ data: applyForm({ position: { id: 12, name: 'Old job', location: 'Paris', archived_at: archivedAt, is_closed: true } }) }),
  });
  renderWithProviders(<ApplyPage pid={12} isPrivate={false} navigate={jest.fn()} />, { transport });
  expect(await screen.findByRole('alert')).toHaveTextContent('This position is no longer accepting applications.');
  // Nobody can apply: the heading and the tab's title say what the page is, not 'Apply for …'.
  expect(screen.getByRole('heading', { level: 1, name: 'Applications closed: Old job' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Apply for/ })).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toMatch(/^Applications closed: Old job/));
  expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search more jobs' })).toBeInTheDocument();
});

test.each([
  ['Save draft', 'POST /api/pcsx/draft_applications'],
  ['Submit application', 'POST /api/pcsx/apply'],
])("closed while the form was open, '%s' turns the page into the closed page, the notice focused", async (button, route) => {
  const user = userEvent.setup({ delay: null });
  let closed = false;
  const refuse = () => {
    throw new TransportError('This position is no longer accepting applications.', { status: 409, code: 'position_closed' });
  };
  const transport = createFakeTransport({
    'GET /api/pcsx/apply_form': () => ({ data: applyForm() }),
    'POST /api/pcsx/draft_applications': () => (closed ? refuse() : { ok: true, updated_at: '2026-03-08T10:30:00' }),
    'POST /api/pcsx/apply': () => refuse(),
    'POST /vslog': () => ({ ok: true }),
  });
  renderWithProviders(<ApplyPage pid={12} isPrivate={false} navigate={jest.fn()} />, { transport });
  await user.click(await screen.findByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Draft saved 03/08/2026 10:30')).toBeInTheDocument();
  expect(toasts()).toEqual(['Your draft application was saved. You can finish it later.']);

  closed = true;
  await user.type(screen.getByRole('textbox', { name: 'LinkedIn profile' }), 'https://www.linkedin.com/in/ada');
  await user.click(screen.getByRole('button', { name: button }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This position is no longer accepting applications.');
  await waitFor(() => expect(alert).toHaveFocus());
  expect(transport.calls.at(-1)).toMatchObject({ method: 'POST', path: route.slice(5) });
  // The same page as a closed position opens with: no form, nothing to send, the way back to the search.
  expect(screen.getByRole('heading', { level: 1, name: 'Applications closed: Senior Data Engineer' })).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Submit application|Save draft/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/Draft saved/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search more jobs' })).toBeInTheDocument();
  // The 'saved' toast no longer holds, and the notice says it once: no toast repeats it.
  expect(toasts()).toEqual([]);
  // Nothing left unsaved to guard: leaving does not ask.
  const reload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(reload);
  expect(reload.defaultPrevented).toBe(false);
});

test('no pid, an unknown position and a failed load each say so', async () => {
  const user = userEvent.setup({ delay: null });
  const first = renderWithProviders(<ApplyPage pid={null} isPrivate={false} navigate={jest.fn()} />);
  expect(screen.getByText('No job was chosen. Search for jobs to find one.')).toBeInTheDocument();
  first.unmount();

  const notFound = createFakeTransport({
    'GET /api/pcsx/apply_form': () => {
      throw new TransportError('Position not found.', { status: 404, code: 'not_found' });
    },
  });
  const second = renderWithProviders(<ApplyPage pid={999} isPrivate={false} navigate={jest.fn()} />, { transport: notFound });
  expect(await screen.findByText('This job was not found. It may have been removed.')).toBeInTheDocument();
  second.unmount();

  let fail = true;
  const flaky = createFakeTransport({
    'GET /api/pcsx/apply_form': () => {
      if (fail) throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
      return { data: applyForm() };
    },
  });
  renderWithProviders(<ApplyPage pid={12} isPrivate={false} navigate={jest.fn()} />, { transport: flaky });
  expect(await screen.findByText('An error occurred while retrieving data')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Apply for Senior Data Engineer' })).toBeInTheDocument();
});

test('the visit\'s tracking and referral parameters go with the application and the link back to the job (issue 14 #4)', async () => {
  const user = userEvent.setup({ delay: null });
  sessionStorage.clear();
  window.history.replaceState(null, '', '/careers/apply?pid=12&utm_source=newsletter&referral_token=r-7f3a&ref_src=%3Cb%3E');
  const transport = createFakeTransport({
    'GET /api/pcsx/apply_form': () => ({ data: applyForm() }),
    'POST /api/pcsx/apply': () => ({ ok: true, applicationId: 78 }),
  });
  renderWithProviders(<ApplyPage pid={12} isPrivate={false} navigate={jest.fn()} />, { transport });
  expect(await screen.findByRole('link', { name: 'Back to the job' })).toHaveAttribute('href', '/careers/job/12?utm_source=newsletter&referral_token=r-7f3a');
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  await screen.findByRole('heading', { level: 1, name: 'Application submitted' });
  expect(transport.calls.at(-1)?.body).toMatchObject({ tracking: { utm_source: 'newsletter', referral_token: 'r-7f3a' } });
  expect((transport.calls.at(-1)?.body as { tracking: object }).tracking).not.toHaveProperty('ref_src');
  window.history.replaceState(null, '', '/');
});

test('the profile\'s names, e-mail and resumes fill the form; the newest stored resume answers the required resume question (issue 24 #8)', async () => {
  const user = userEvent.setup({ delay: null });
  const form = {
    ...APPLICATION_FORM,
    sections: [{
      id: 'personal',
      title: 'Personal information',
      items: [
        { name: 'firstName', label: 'First name', type: 'text', required: true },
        { name: 'lastName', label: 'Last name', type: 'text', required: true },
        { name: 'email', label: 'Email', type: 'email', required: true },
        { name: 'resume', label: 'Resume', type: 'file_upload', required: true, accept: ['.pdf', '.docx'], rules: [{ type: 'maxLength', value: 1 }] },
      ],
    }],
  } as typeof APPLICATION_FORM;
  const transport = createFakeTransport({
    'GET /api/pcsx/apply_form': () => ({
      data: applyForm({
        form,
        values: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
        resumes: [{ id: 41, name: 'ada-2026.pdf', created_at: '2026-03-07T09:05:00' }, { id: 40, name: 'ada-old.docx', created_at: '2025-11-02T12:00:00' }],
      }),
    }),
    'POST /api/pcsx/apply': () => ({ ok: true, applicationId: 79 }),
  });
  renderWithProviders(<ApplyPage pid={12} isPrivate={false} navigate={jest.fn()} />, { transport });
  expect(await screen.findByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  const choice = screen.getByRole('group', { name: 'Resume from your profile' });
  expect(within(choice).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
    'ada-2026.pdf, uploaded 03/07/2026', 'ada-old.docx, uploaded 11/02/2025', 'Upload a new one',
  ]);
  // The newest stored resume answers the question from the start (new-user trial 2026-11-28) …
  expect(within(choice).getByRole('radio', { name: 'ada-2026.pdf, uploaded 03/07/2026' })).toBeChecked();
  expect(within(choice).getByRole('radio', { name: 'Upload a new one' })).not.toBeChecked();

  // … and 'Upload a new one' still takes it back.
  await user.click(within(choice).getByRole('radio', { name: 'Upload a new one' }));
  expect(within(choice).getByRole('radio', { name: 'Upload a new one' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  expect(await screen.findByText('Resume is required')).toBeInTheDocument();
  await user.click(within(choice).getByRole('radio', { name: 'ada-2026.pdf, uploaded 03/07/2026' }));
  expect(screen.queryByText('Resume is required')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Application submitted' })).toBeInTheDocument();
  const sent = (transport.calls.at(-1)?.body as { values: Record<string, unknown> }).values;
  expect(sent).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', resume: [expect.objectContaining({ resumeId: 41, name: 'ada-2026.pdf' })] });
});

test('in Spanish the apply page and its confirmation speak Spanish, and no English text of the page is left', async () => {
  const user = userEvent.setup({ delay: null });
  // The company writes its form in its candidates' language (here Spanish): its words are content, not the page's.
  const form = { ...APPLICATION_FORM, title: 'Postúlate en Acme' };
  const transport = createFakeTransport({
    'GET /api/pcsx/apply_form': () => ({ data: applyForm({ form }) }),
    'POST /api/pcsx/apply': () => ({ ok: true, applicationId: 77 }),
  });
  const { container } = renderWithProviders(<ApplyPage pid={12} isPrivate={false} navigate={jest.fn()} />, { transport, locale: 'es' });
  expect(screen.getByRole('heading', { level: 1, name: 'Postularme' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Postularme a Senior Data Engineer' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver al empleo' })).toBeInTheDocument();
  // The form's questions are the company's and the toolkit's texts shared's: this page's own words are checked.
  expect(englishShown(container, { english: formsMessages.en, translated: spanish })).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Enviar candidatura' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Candidatura enviada' })).toBeInTheDocument();
  expect(screen.getByText('Gracias por postularte a Senior Data Engineer. Nos pondremos en contacto contigo por correo electrónico.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sigue tu candidatura en el panel' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buscar más empleos' })).toBeInTheDocument();
  expect(englishShown(container, { english: formsMessages.en, translated: spanish })).toEqual([]);
});
