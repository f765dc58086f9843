import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileDetails } from '@careers/shared/contracts';
import { PROFILE, setup } from '../../testing/profileFixtures';

/** profile_edit as the server does it for skills: added or removed, the profile answered. */
function skillsServer(skills: string[]) {
  let profile: ProfileDetails = { ...PROFILE, skills };
  return {
    first: profile,
    'POST /api/pcsx/profile_edit': ({ body }: { body: unknown }) => {
      const { operation, op_data } = body as { operation: string; op_data: { value: string } };
      profile = { ...profile, skills: operation === 'add' ? [...profile.skills, op_data.value] : profile.skills.filter((s) => s !== op_data.value) };
      return { data: { profile, avatar: null } };
    },
  };
}

test("removing a skill gives the keyboard to the next skill's remove button, and to the skill box when none follows", async () => {
  const { first, ...routes } = skillsServer(['Kafka', 'SQL']);
  setup(routes, 'en', first);
  const user = userEvent.setup();
  const skills = within(await screen.findByRole('region', { name: 'Skills' }, { timeout: 5000 }));
  await user.click(skills.getByRole('button', { name: 'Remove Kafka' }));
  await waitFor(() => expect(skills.getByRole('button', { name: 'Remove SQL' })).toHaveFocus());
  expect(skills.queryByRole('button', { name: 'Remove Kafka' })).not.toBeInTheDocument();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(skills.getByRole('textbox', { name: 'Add a skill' })).toHaveFocus());
  // The empty list says what is empty and what to do.
  expect(skills.getByText('No skills on your profile yet. Add them one by one in the box below: job pages compare them with each role.')).toBeInTheDocument();
});

test('after "Add skill" (disabled while it runs, then while the box is empty) the keyboard is back in the skill box', async () => {
  const { first, ...routes } = skillsServer([]);
  setup(routes, 'en', first);
  const user = userEvent.setup();
  const skills = within(await screen.findByRole('region', { name: 'Skills' }, { timeout: 5000 }));
  await user.type(skills.getByRole('textbox', { name: 'Add a skill' }), 'Kafka');
  await user.click(skills.getByRole('button', { name: 'Add skill' }));
  await waitFor(() => expect(skills.getByRole('button', { name: 'Remove Kafka' })).toBeInTheDocument());
  await waitFor(() => expect(skills.getByRole('textbox', { name: 'Add a skill' })).toHaveFocus());
});
