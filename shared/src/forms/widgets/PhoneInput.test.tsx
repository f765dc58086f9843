import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { oneSection, renderForm } from '../testing/renderForm';
import { phoneLibraryStore } from './phoneLibraryStore';

// Its own file: the library, once loaded, stays loaded for the rest of a test file.
const phoneForm = oneSection([{ name: 'phone', label: 'Mobile', type: 'phone', required: true }]);

it('shows a phone question without loading libphonenumber-js, loads it on first use and checks the number with it', async () => {
  const user = userEvent.setup({ delay: null });
  renderForm({ definition: phoneForm, defaultPhoneCountry: 'US' });
  const phone = await screen.findByRole('textbox', { name: 'Mobile' }, { timeout: 15_000 });
  const country = screen.getByLabelText('Mobile country');
  // What the first view shows needs only the widget's own country table.
  expect(country).toHaveValue('US');
  expect(screen.getByRole('option', { name: 'United States (+1)', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Germany (+49)' })).toBeInTheDocument();
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(phoneLibraryStore.library).toBeNull();

  // Typed and left at once: the number is checked against its country (spec §5), whichever arrives first.
  await user.type(phone, '1234');
  await user.tab();
  expect(await screen.findByText('Enter a valid phone number and country code.')).toBeInTheDocument();
  await waitFor(() => expect(phoneLibraryStore.library).not.toBeNull());
});
