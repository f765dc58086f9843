import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@careers/shared/testing';
import { Button } from './Button';
import { FormFailure } from './FormFailure';
import { TextField } from './TextField';
import { useForm } from './useForm';

type Values = { name: string; code: string };
type Submit = (values: Values) => Promise<Partial<Values> | void>;

function CodeForm({ submit, attachRef = true }: { submit: Submit; attachRef?: boolean }) {
  const form = useForm<Values>({
    initial: { name: 'Sam', code: '' },
    submit,
    check: ({ name, code }): Record<string, string> | FormFailure => (!name && !code ? new FormFailure('Give a name or a code.') : code ? {} : { code: 'Enter the code.' }),
  });
  return (
    <form ref={attachRef ? form.formRef : undefined} onSubmit={(e) => void form.onSubmit(e)} noValidate>
      <TextField label="Name" value={form.values.name} onChange={form.set.name} error={form.fields.name} />
      <TextField label="Code" value={form.values.code} onChange={form.set.code} error={form.fields.code} />
      {form.error && <p role="alert" tabIndex={-1}>{form.error}</p>}
      <Button type="submit" disabled={form.busy}>Send</Button>
    </form>
  );
}

it('a browser check stops the call and puts the keyboard on the field it names', async () => {
  const submit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(async () => undefined);
  renderWithProviders(<CodeForm submit={submit} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const code = screen.getByRole('textbox', { name: 'Code' });
  await waitFor(() => expect(code).toHaveFocus());
  expect(code).toHaveAccessibleDescription('Enter the code.');
  expect(submit).not.toHaveBeenCalled();
});

it("a browser check of the whole form shows the form's message, puts the keyboard on it and stops the call", async () => {
  const submit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(async () => undefined);
  renderWithProviders(<CodeForm submit={submit} />);
  await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  expect(screen.getByRole('alert')).toHaveTextContent('Give a name or a code.');
  expect(screen.getByRole('textbox', { name: 'Code' })).not.toHaveAttribute('aria-invalid');
  expect(submit).not.toHaveBeenCalled();
});

it('sends the values typed, disabled while busy; what submit resolves with is shown next, the rest kept', async () => {
  let answer: (next: Partial<Values>) => void = () => undefined;
  const submit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(() => new Promise((resolve) => (answer = resolve)));
  renderWithProviders(<CodeForm submit={submit} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'A1');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(submit).toHaveBeenCalledWith({ name: 'Sam', code: 'A1' });
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  answer({ code: '' });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue(''));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sam');
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
});

it("a refusal shows the field's message once, and the form's message when no field says it; focus follows", async () => {
  let refusal = new FormFailure('That name is taken.', { name: 'That name is taken.' });
  renderWithProviders(<CodeForm submit={async () => { throw refusal; }} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'A1');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const name = screen.getByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveAccessibleDescription('That name is taken.');
  expect(screen.getAllByText('That name is taken.')).toHaveLength(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  refusal = new FormFailure('Try again later.');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  expect(screen.getByRole('alert')).toHaveTextContent('Try again later.');
  expect(name).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('A1');
});

it('a refusal with nothing to show in the form (a toast says it) gives the keyboard back to the submit button', async () => {
  renderWithProviders(<CodeForm submit={async () => { throw new FormFailure(''); }} />);
  // Sent with Enter from the field, so the keyboard has to move to reach the button.
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'A1{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('leaves the keyboard alone when formRef is not attached', async () => {
  renderWithProviders(<CodeForm attachRef={false} submit={async () => { throw new Error('Try again later.'); }} />);
  const code = screen.getByRole('textbox', { name: 'Code' });
  await userEvent.type(code, 'A1');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Try again later.');
  expect(screen.getByRole('alert')).not.toHaveFocus();
});

function OneField({ submit }: { submit: Submit }) {
  // A submit button that stays enabled while busy (Enter in a field still submits): the guard is useForm's own.
  const form = useForm<Values>({ initial: { name: '', code: '' }, submit });
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate>
      <TextField label="Code" value={form.values.code} onChange={form.set.code} />
      <Button type="submit">Send</Button>
    </form>
  );
}

it('Enter pressed again while the first submit is under way sends nothing more', async () => {
  let answer: () => void = () => {};
  const submit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(() => new Promise<void>((resolve) => (answer = resolve)));
  renderWithProviders(<OneField submit={submit} />);
  const code = screen.getByRole('textbox', { name: 'Code' });
  await userEvent.type(code, '42{Enter}');
  await userEvent.type(code, '{Enter}{Enter}');
  expect(submit).toHaveBeenCalledTimes(1);
  // Once the answer is in, the form submits again.
  await act(async () => answer());
  await userEvent.type(code, '{Enter}');
  expect(submit).toHaveBeenCalledTimes(2);
});
