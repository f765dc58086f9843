import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExperienceEntry, ProfileDetails } from '@careers/shared/contracts';
import { PROFILE, setup } from '../../testing/profileFixtures';

const ANALYST: ExperienceEntry = { title: 'Data Analyst', company: 'Granite Retail', startDate: '2023-01', endDate: null };
const INTERN: ExperienceEntry = { title: 'Intern', company: 'Acme', startDate: '2014-06', endDate: '2014-09' };

/** profile_edit as the server does it for jobs: added (newest first) or removed by index, the profile answered. */
function jobsServer(experience: ExperienceEntry[]) {
  let profile: ProfileDetails = { ...PROFILE, experience };
  return {
    first: profile,
    'POST /api/pcsx/profile_edit': ({ body }: { body: unknown }) => {
      const { operation, op_data } = body as { operation: string; op_data: { value: ExperienceEntry; index: number } };
      const list = operation === 'add' ? [op_data.value, ...profile.experience] : profile.experience.filter((_, i) => i !== op_data.index);
      profile = { ...profile, experience: list };
      return { data: { profile, avatar: null } };
    },
  };
}

test('after "Add job" the keyboard is in the empty form\'s first field, ready for the next job', async () => {
  const { first, ...routes } = jobsServer([ANALYST]);
  setup(routes, 'en', first);
  const user = userEvent.setup();
  const form = within(await screen.findByRole('form', { name: 'Add job' }, { timeout: 5000 }));
  await user.type(form.getByRole('textbox', { name: 'Job title' }), 'Engineer');
  await user.type(form.getByRole('textbox', { name: 'Company' }), 'Hooli');
  await user.click(form.getByRole('button', { name: 'Add job' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Engineer' })).toBeInTheDocument());
  const title = form.getByRole('textbox', { name: 'Job title' });
  await waitFor(() => expect(title).toHaveFocus());
  expect(title).toHaveValue('');
});

test("removing a job gives the keyboard to the next job's Remove, and to the form's first field when none follows", async () => {
  const { first, ...routes } = jobsServer([ANALYST, INTERN]);
  setup(routes, 'en', first);
  const user = userEvent.setup();
  const experience = within(await screen.findByRole('region', { name: 'Experience' }, { timeout: 5000 }));
  await user.click(experience.getByRole('button', { name: 'Remove Data Analyst' }));
  await waitFor(() => expect(experience.getByRole('button', { name: 'Remove Intern' })).toHaveFocus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(experience.getByRole('textbox', { name: 'Job title' })).toHaveFocus());
  // The empty list says what is empty and what to do.
  expect(experience.getByText('No work experience yet. Fill in a job below and choose "Add job".')).toBeInTheDocument();
});

test('"Edit" takes the keyboard to the first field of the form it fills', async () => {
  setup({}, 'en', { ...PROFILE, experience: [ANALYST] });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Data Analyst' }, { timeout: 5000 }));
  const title = within(screen.getByRole('form', { name: 'Edit experience entry' })).getByRole('textbox', { name: 'Job title' });
  await waitFor(() => expect(title).toHaveFocus());
  expect(title).toHaveValue('Data Analyst');
});

test("periods are written in the page's language: English as before, Spanish months in Spanish", async () => {
  setup({}, 'en', { ...PROFILE, experience: [ANALYST, INTERN] });
  const experience = within(await screen.findByRole('region', { name: 'Experience' }, { timeout: 5000 }));
  expect(experience.getByText('Jan 2023 – Present')).toBeInTheDocument();
  expect(experience.getByText('Jun 2014 – Sep 2014')).toBeInTheDocument();
});

test('Spanish months in a Spanish page, and the Spanish word for an ongoing period', async () => {
  setup({}, 'es', { ...PROFILE, experience: [ANALYST, INTERN] });
  const experience = within(await screen.findByRole('region', { name: 'Experiencia' }, { timeout: 5000 }));
  expect(experience.getByText('ene 2023 – Actualidad')).toBeInTheDocument();
  expect(experience.getByText('jun 2014 – sept 2014')).toBeInTheDocument();
});

test('an empty education list says what is empty and what to do', async () => {
  setup();
  const education = within(await screen.findByRole('region', { name: 'Education' }, { timeout: 5000 }));
  expect(education.getByText('No education yet. Fill in a degree below and choose "Add education".')).toBeInTheDocument();
  expect(education.queryByText('No data found')).not.toBeInTheDocument();
});

test('removing the job being edited ends the edit: the form is "Add job" again, empty', async () => {
  const { first, ...routes } = jobsServer([ANALYST, INTERN]);
  setup(routes, 'en', first);
  const user = userEvent.setup();
  const experience = within(await screen.findByRole('region', { name: 'Experience' }, { timeout: 5000 }));
  await user.click(experience.getByRole('button', { name: 'Edit Data Analyst' }));
  expect(experience.getByRole('form', { name: 'Edit experience entry' })).toBeInTheDocument();
  await user.click(experience.getByRole('button', { name: 'Remove Data Analyst' }));
  const form = within(await experience.findByRole('form', { name: 'Add job' }));
  expect(form.getByRole('textbox', { name: 'Job title' })).toHaveValue('');
  expect(experience.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
});

test('removing a job above the one being edited keeps the edit on the same job, which then saves', async () => {
  const sent: unknown[] = [];
  const { first, ...routes } = jobsServer([ANALYST, INTERN]);
  const post = routes['POST /api/pcsx/profile_edit'];
  setup({ 'POST /api/pcsx/profile_edit': (request: { body: unknown }) => (sent.push(request.body), post(request)) }, 'en', first);
  const user = userEvent.setup();
  const experience = within(await screen.findByRole('region', { name: 'Experience' }, { timeout: 5000 }));
  await user.click(experience.getByRole('button', { name: 'Edit Intern' }));
  await user.click(experience.getByRole('button', { name: 'Remove Data Analyst' }));
  await waitFor(() => expect(experience.queryByRole('button', { name: 'Remove Data Analyst' })).not.toBeInTheDocument());
  await user.click(experience.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({ operation: 'add', op_data: { index: 0, entry: INTERN } });
});
