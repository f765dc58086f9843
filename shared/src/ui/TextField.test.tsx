import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@careers/shared/testing';
import { TextField } from './TextField';

function Email({ error }: { error?: string }) {
  const [email, setEmail] = useState('sam@demo.test');
  return <TextField label="E-mail" hint="We write to it." type="email" value={email} onChange={setEmail} error={error} autoComplete="email" />;
}

it('is named by its label and described by its hint, then by its error too, which marks it invalid', () => {
  const { rerender } = renderWithProviders(<Email />);
  const email = screen.getByRole('textbox', { name: 'E-mail' });
  expect(email).toHaveAccessibleDescription('We write to it.');
  expect(email).not.toHaveAttribute('aria-invalid');
  expect(email).toHaveAttribute('autocomplete', 'email');

  rerender(<Email error="Enter a valid e-mail." />);
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('We write to it. Enter a valid e-mail.');
  expect(screen.getAllByText('Enter a valid e-mail.')).toHaveLength(1);
});

it('hands what is typed to onChange as text', async () => {
  renderWithProviders(<Email />);
  const email = screen.getByRole('textbox', { name: 'E-mail' });
  await userEvent.clear(email);
  await userEvent.type(email, 'kim@demo.test');
  expect(email).toHaveValue('kim@demo.test');
});

it('without a value it keeps its own, and the ref and attributes the caller passes reach the input', async () => {
  const ref = { current: null as HTMLInputElement | null };
  renderWithProviders(<TextField label="Password" type="password" name="password" defaultValue="old" ref={ref} aria-describedby="shared-error" aria-invalid />);
  const password = screen.getByLabelText('Password');
  await userEvent.type(password, '-new');
  expect(ref.current).toBe(password);
  expect(ref.current?.value).toBe('old-new');
  expect(password).toHaveAttribute('name', 'password');
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(password).toHaveAttribute('aria-describedby', 'shared-error');
});

it('announces its error only when asked to, and may be named by more than text', () => {
  const { rerender } = renderWithProviders(<TextField label="Name" error="Name is required" />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  rerender(
    <TextField
      label={
        <span>
          Name<span aria-hidden="true"> *</span>
        </span>
      }
      error="Name is required"
      announceError
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
});

it("reads the caller's description after its own hint and error", () => {
  renderWithProviders(
    <>
      <TextField label="E-mail" hint="We write to it." error="Enter a valid e-mail." aria-describedby="privacy" />
      <p id="privacy">We keep it private.</p>
    </>,
  );
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('We write to it. Enter a valid e-mail. We keep it private.');
});

it('with its label hidden is still named by it, and a search box is a searchbox', () => {
  renderWithProviders(<TextField label="Filter locations" hideLabel type="search" />);
  expect(screen.getByRole('searchbox', { name: 'Filter locations' })).toBeInTheDocument();
  expect(screen.queryByText('Filter locations')).toBeNull();
});
