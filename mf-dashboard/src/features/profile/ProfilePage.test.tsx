import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { ProfilePage } from './ProfilePage';
import { ANALYSIS, boot, editCalls, PROFILE, PROPOSAL, setup, toastTexts } from '../../testing/profileFixtures';

test('shows completion with what is missing and why it matters for matching', async () => {
  setup();
  expect(await screen.findByRole('heading', { name: 'Your profile is 55% complete' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add your education' })).toHaveAttribute('href', '#profile-education');
  expect(screen.getByText(/Some roles ask for a degree/)).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '55');
});

test('adds a skill through profile_edit (op_section, operation, op_data.value)', async () => {
  const { transport } = setup();
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Add a skill' }, { timeout: 5000 }), 'Kafka');
  await user.click(screen.getByRole('button', { name: 'Add skill' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Kafka' })).toBeInTheDocument());
  expect(transport.calls.find((c) => c.path === '/api/pcsx/profile_edit')?.body).toEqual({ op_section: 'skills', operation: 'add', op_data: { value: 'Kafka' }, domain: 'northwind.demo' });
});

test('a 422 says "Invalid request received. Please try again" and shows the field message; other failures "Something went wrong. Please try again"', async () => {
  let status = 422;
  setup({
    'POST /api/pcsx/profile_edit': () => {
      throw new TransportError('bad', { status, code: 'invalid_request', data: { error: { fields: { value: 'Use at most 100 characters for a skill.' } } } });
    },
  });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Add a skill' }, { timeout: 5000 }), 'x');
  await user.click(screen.getByRole('button', { name: 'Add skill' }));
  await waitFor(() => expect(toastTexts()).toContain('Invalid request received. Please try again'));
  expect(screen.getByText('Use at most 100 characters for a skill.')).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: 'Add a skill' });
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Use at most 100 characters for a skill.');
  status = 500;
  await user.click(screen.getByRole('button', { name: 'Add skill' }));
  await waitFor(() => expect(toastTexts()).toContain('Something went wrong. Please try again'));
});

test('add education: empty required fields are caught in the browser (no call), the first invalid field takes focus', async () => {
  const { transport } = setup();
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Add education' }, { timeout: 5000 });
  await user.click(within(form).getByRole('button', { name: 'Add education' }));
  const degree = within(form).getByRole('textbox', { name: /Degree/ });
  await waitFor(() => expect(degree).toHaveFocus());
  expect(degree).toHaveAccessibleDescription('Enter the degree.');
  expect(within(form).getByRole('textbox', { name: /School/ })).toHaveAccessibleDescription('Enter the school.');
  expect(transport.calls.some((c) => c.path === '/api/pcsx/profile_edit')).toBe(false);

  await user.type(degree, 'BSc');
  await user.click(within(form).getByRole('button', { name: 'Add education' }));
  await waitFor(() => expect(within(form).getByRole('textbox', { name: /School/ })).toHaveFocus());
});

test('add job: a 422 keeps the field messages, says "Invalid request received. Please try again" and focuses the invalid field', async () => {
  let status = 422;
  setup({
    'POST /api/pcsx/profile_edit': () => {
      throw new TransportError('bad', { status, code: 'invalid_request', data: { error: { fields: status === 422 ? { company: 'Use at most 200 characters for the company.' } : undefined } } });
    },
  });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Add job' }, { timeout: 5000 });
  await user.type(within(form).getByRole('textbox', { name: /Job title/ }), 'Engineer');
  await user.type(within(form).getByRole('textbox', { name: /Company/ }), 'Acme');
  await user.click(within(form).getByRole('button', { name: 'Add job' }));
  const company = within(form).getByRole('textbox', { name: /Company/ });
  await waitFor(() => expect(company).toHaveFocus());
  expect(company).toHaveAccessibleDescription('Use at most 200 characters for the company.');
  expect(within(form).getByRole('alert')).toHaveTextContent('Invalid request received. Please try again');
  expect(toastTexts()).toContain('Invalid request received. Please try again');

  status = 500;
  await user.click(within(form).getByRole('button', { name: 'Add job' }));
  await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Something went wrong. Please try again'));
  await waitFor(() => expect(within(form).getByRole('alert')).toHaveFocus());
});

test('resume upload: pick, confirm, upload as a data URL, then review the proposal field by field; only ticked items are confirmed', async () => {
  let confirmed: unknown = null;
  const { transport } = setup({
    'POST /api/pcsx/upload_resume': () => ({ candidate: { ...PROFILE, hasResume: true }, resume: { id: 9, name: 'cv.pdf', type: 'application/pdf', size: 1000, created_at: '2026-11-23T00:00:00.000Z', url: '/api/pcsx/resumes/9/file', confirmed_at: null }, proposal: PROPOSAL }),
    'POST /api/pcsx/resumes/9/confirm': ({ body }) => {
      confirmed = body;
      return { data: { profile: { ...PROFILE, skills: ['Kafka', 'SQL'] }, applied: ['skills'] } };
    },
  });
  const user = userEvent.setup();
  const file = new File(['%PDF-1.7 resume'], 'cv.pdf', { type: 'application/pdf' });
  await user.upload(await screen.findByLabelText('Upload a resume (PDF or DOCX)', undefined, { timeout: 5000 }), file);
  const dialog = await screen.findByRole('dialog', { name: 'Upload this resume?' });
  // Cancel closes the confirmation and uploads nothing.
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(transport.calls.some((c) => c.path === '/api/pcsx/upload_resume')).toBe(false);

  await user.upload(screen.getByLabelText('Upload a resume (PDF or DOCX)'), file);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Upload' }));
  const review = await screen.findByRole('region', { name: 'What your resume would change' });
  const sent = transport.calls.find((c) => c.path === '/api/pcsx/upload_resume')?.body as FormData;
  expect(sent.get('resume_file_name')).toBe('cv.pdf');
  expect(String(sent.get('resume_content'))).toMatch(/^data:application\/pdf;base64,/);
  expect(sent.get('domain')).toBe('northwind.demo');
  // The list is asked again after the upload.
  expect(transport.calls.filter((c) => c.path === '/api/pcsx/resumes').length).toBeGreaterThanOrEqual(2);

  // Typed years (3) are not replaced unless ticked: the box starts unticked.
  const years = within(review).getByRole('checkbox', { name: 'Change 3 to 6' });
  expect(years).not.toBeChecked();
  await user.click(within(review).getByRole('checkbox', { name: 'Terraform' }));
  await user.click(within(review).getByRole('button', { name: 'Add to my profile' }));
  await waitFor(() => expect(confirmed).toEqual({ skills: ['Kafka'], experience: [0], experienceYears: false, domain: 'northwind.demo' }));
  expect(toastTexts()).toContain('Your profile now includes what you chose from your resume');
  // The review closes; focus goes to the result line, not the page body.
  await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  expect(screen.getByRole('status')).toHaveTextContent('Your profile now includes what you chose from your resume');
});

test("the resume list dates each resume in the page's language, not the browser's default one", async () => {
  const resume = { id: 9, name: 'cv.pdf', type: 'application/pdf', size: 1000, created_at: '2026-11-23T12:00:00.000Z', url: '/api/pcsx/resumes/9/file', confirmed_at: null };
  setup({ 'GET /api/pcsx/resumes': () => ({ data: { resumes: [resume] } }) }, 'es');
  expect(await screen.findByText('1 KB · 23 nov 2026', undefined, { timeout: 5000 })).toBeInTheDocument();
});

test('review proposal: "Not now" closes the review and focus goes to the Resume heading', async () => {
  setup({
    'GET /api/pcsx/resumes': () => ({ data: { resumes: [{ id: 9, name: 'cv.pdf', type: 'application/pdf', size: 1000, created_at: '2026-11-23T00:00:00.000Z', url: '/api/pcsx/resumes/9/file', confirmed_at: null }] } }),
    'GET /api/pcsx/resumes/9/proposal': () => ({ data: { proposal: PROPOSAL } }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Review proposal: cv.pdf' }, { timeout: 5000 }));
  const review = await screen.findByRole('region', { name: 'What your resume would change' });
  await waitFor(() => expect(within(review).getByRole('heading', { name: 'What your resume would change' })).toHaveFocus());
  await user.click(within(review).getByRole('button', { name: 'Not now' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Resume' })).toHaveFocus());
});

test('a refused resume shows the server message and "File could not be uploaded"', async () => {
  setup({
    'POST /api/pcsx/upload_resume': () => {
      throw new TransportError('The file "a.txt" is not a PDF or Word (.docx) document. Upload your resume as a PDF or DOCX file.', { status: 422, code: 'invalid_file' });
    },
  });
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(await screen.findByLabelText('Upload a resume (PDF or DOCX)', undefined, { timeout: 5000 }), new File(['hi'], 'a.txt', { type: 'text/plain' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Upload' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The file "a.txt" is not a PDF or Word (.docx) document.');
  expect(toastTexts()).toContain('File could not be uploaded');
});

test('error and loading states of the page', async () => {
  setup({ 'GET /api/pcsx/profile_details': () => { throw new TransportError('x', { status: 500, code: 'api_error' }); } });
  expect(await screen.findByText('An error occurred while retrieving data')).toBeInTheDocument();
});

describe('jobs name the entry they change, not only its place (another tab may have re-ordered the list)', () => {
  const BLUE = { title: 'Nurse', company: 'Blue Harbor', startDate: '2021-06', endDate: null };
  const OLD = { title: 'Assistant', company: 'Old Co', startDate: '2018-01', endDate: '2021-05' };
  const MOVED = { ...BLUE, startDate: '2015-01', endDate: '2017-12' };

  test('Remove sends the entry shown with its index; refused as gone, the list is read again', async () => {
    let server = { ...PROFILE, experience: [BLUE, OLD] };
    const transport = createFakeTransport({
      'GET /api/pcsx/profile_details': () => ({ data: { profile: server } }),
      'GET /api/pcsx/profile_analysis': () => ({ data: ANALYSIS }),
      'GET /api/pcsx/resumes': () => ({ data: { resumes: [] } }),
      'POST /api/pcsx/profile_edit': () => {
        throw new TransportError('gone', { status: 422, code: 'invalid_request', data: { error: { fields: { index: 'That entry does not exist any more. Reload the page.' } } } });
      },
    });
    renderWithProviders(<ProfilePage />, { transport, boot });
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Remove Assistant' }, { timeout: 5000 });
    // Meanwhile another tab moved Blue Harbor below Old Co.
    server = { ...server, experience: [OLD, MOVED] };
    await user.click(remove);
    await waitFor(() => expect(toastTexts()).toContain('Invalid request received. Please try again'));
    expect(editCalls(transport)).toEqual([{ op_section: 'experience', operation: 'remove', op_data: { index: 1, entry: OLD }, domain: 'northwind.demo' }]);
    // The page shows the list as it is now: Nurse is second.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove (Nurse|Assistant)$/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Remove Assistant', 'Remove Nurse']));
  });

  test('Save changes sends the entry as it was when Edit was pressed', async () => {
    const { transport } = setup({
      'GET /api/pcsx/profile_details': () => ({ data: { profile: { ...PROFILE, experience: [BLUE, OLD] } } }),
      'POST /api/pcsx/profile_edit': () => ({ data: { profile: { ...PROFILE, experience: [BLUE, OLD] }, avatar: null } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Nurse' }, { timeout: 5000 }));
    const form = screen.getByRole('form', { name: 'Edit experience entry' });
    const title = within(form).getByRole('textbox', { name: /Job title/ });
    await user.clear(title);
    await user.type(title, 'Head nurse');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(editCalls(transport)).toEqual([
      { op_section: 'experience', operation: 'add', op_data: { value: { ...BLUE, title: 'Head nurse' }, index: 0, entry: BLUE }, domain: 'northwind.demo' },
    ]));
  });
});
