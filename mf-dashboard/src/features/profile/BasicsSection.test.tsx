import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransportError } from '@careers/shared/transport';
import { editCalls, PROFILE, setup, toastTexts } from '../../testing/profileFixtures';

const basics = async () => within(await screen.findByRole('region', { name: 'About you' }, { timeout: 5000 }));

test('an empty first name is caught in the browser: its field says so and takes the keyboard, nothing is sent', async () => {
  const { transport } = setup();
  const user = userEvent.setup();
  const form = await basics();
  await user.clear(form.getByRole('textbox', { name: 'First name' }));
  await user.click(form.getByRole('button', { name: 'Save' }));
  const first = form.getByRole('textbox', { name: 'First name' });
  await waitFor(() => expect(first).toHaveFocus());
  expect(first).toHaveAttribute('aria-invalid', 'true');
  expect(first).toHaveAccessibleDescription('Enter your first name.');
  expect(form.getByRole('textbox', { name: 'Last name' })).not.toHaveAttribute('aria-invalid');
  expect(editCalls(transport)).toEqual([]);
  expect(toastTexts()).not.toContain('Invalid request received. Please try again');
});

test('years that are not a whole number from 0 to 70 are caught in the browser with the server\'s words', async () => {
  const { transport } = setup();
  const user = userEvent.setup();
  const form = await basics();
  const years = form.getByRole('textbox', { name: 'Years of experience' });
  await user.clear(years);
  await user.type(years, '71{Enter}');
  await waitFor(() => expect(years).toHaveFocus());
  expect(years).toHaveAccessibleDescription('Enter your years of experience as a whole number from 0 to 70.');
  expect(editCalls(transport)).toEqual([]);
});

test('a 422 that still comes back puts its message on the field the server names, which takes the keyboard', async () => {
  setup({
    'POST /api/pcsx/profile_edit': () => {
      throw new TransportError('bad', { status: 422, code: 'invalid_request', data: { error: { fields: { lastName: 'Remove the line breaks, tabs and other control characters from the last name.' } } } });
    },
  });
  const user = userEvent.setup();
  const form = await basics();
  await user.type(form.getByRole('textbox', { name: 'Last name' }), 'x');
  await user.click(form.getByRole('button', { name: 'Save' }));
  const last = form.getByRole('textbox', { name: 'Last name' });
  await waitFor(() => expect(last).toHaveFocus());
  expect(last).toHaveAccessibleDescription('Remove the line breaks, tabs and other control characters from the last name.');
  expect(toastTexts()).toContain('Invalid request received. Please try again');
});

test('a saved change keeps the keyboard where it was (the form is refilled in place, not drawn anew)', async () => {
  let profile = PROFILE;
  setup({
    'GET /api/pcsx/profile_details': () => ({ data: { profile } }),
    'POST /api/pcsx/profile_edit': ({ body }) => {
      profile = { ...profile, location: (body as { op_data: { value: string } }).op_data.value };
      return { data: { profile, avatar: null } };
    },
  });
  const user = userEvent.setup();
  const form = await basics();
  const location = form.getByRole('textbox', { name: 'Location' });
  await user.clear(location);
  await user.type(location, 'York{Enter}');
  await waitFor(() => expect(toastTexts()).toContain('Profile updated'));
  expect(form.getByRole('textbox', { name: 'Location' })).toBe(location);
  expect(location).toHaveFocus();
  expect(location).toHaveValue('York');
});
