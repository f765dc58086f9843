import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toIsoDate } from './rules/dates';
import { oneSection, renderForm } from './testing/renderForm';

const contactForm = oneSection([
  { name: 'first', label: 'First name:', type: 'text', required: true },
  { name: 'why', label: 'Why would you like to work with us here?', type: 'textarea', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'confirm', label: 'Confirm email', type: 'email', dependencies: ['email'], customValidator: 'sameEmail' },
  { name: 'ssn', label: 'SSN', type: 'ssn' },
]);
const customValidators = {
  sameEmail: (value: unknown, all: Record<string, unknown>) => (value && value !== all.email ? 'Emails do not match' : undefined),
};

describe('validation in the form', () => {
  it('marks required fields with an asterisk hidden from the accessible name', () => {
    renderForm({ definition: contactForm });
    const first = screen.getByRole('textbox', { name: 'First name:' });
    expect(first).toHaveAttribute('aria-required', 'true');
    expect(document.querySelector(`label[for="${first.id}"]`)?.textContent).toBe('First name:*');
  });

  it('validates on blur, not while typing, and ties the error to the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: contactForm });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ada@');
    expect(screen.queryByText('Email is invalid. Use the format "name@example.com".')).not.toBeInTheDocument();
    await user.tab();
    const error = screen.getByText('Email is invalid. Use the format "name@example.com".');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(email.closest('[data-field]')).toHaveAttribute('data-status', 'error');
  });

  it('once an error shows, typing the fix clears it at once, and no other field shows its error early', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: contactForm });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ada@');
    await user.tab();
    expect(screen.getByText('Email is invalid. Use the format "name@example.com".')).toBeInTheDocument();
    await user.click(email);
    await user.type(email, 'example.com');
    // Still in the field: the error is gone before any blur, so nothing below moves under the next click.
    expect(email).toHaveFocus();
    expect(screen.queryByText('Email is invalid. Use the format "name@example.com".')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    // 'First name:' is required and empty, but was never left: it shows nothing yet.
    expect(screen.getByRole('textbox', { name: 'First name:' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('trims text on blur and formats SSN as it is typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: contactForm });
    const first = screen.getByRole('textbox', { name: 'First name:' });
    await user.type(first, '  Ada  ');
    await user.tab();
    expect(first).toHaveValue('Ada');
    const ssn = screen.getByRole('textbox', { name: 'SSN' });
    await user.type(ssn, '12a3456789999');
    expect(ssn).toHaveValue('123-45-6789');
    expect(ssn).toHaveAttribute('maxLength', '11');
  });

  it('suppresses Enter in text fields so it never submits', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm({ definition: oneSection([{ name: 'first', label: 'First name', type: 'text' }]) });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    screen.getByRole('textbox', { name: 'First name' }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('Enter in a date, month, radio, checkbox or star field does not submit; the Submit button and Shift+Enter in a textarea still work', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm({
      definition: oneSection([
        { name: 'day', label: 'Start day', type: 'date' },
        { name: 'signed', label: 'Signed on', type: 'date', today: true },
        { name: 'job', label: 'Last job', type: 'dateRange' },
        { name: 'size', label: 'Size', type: 'radio', options: [{ label: 'S', value: 's' }, { label: 'M', value: 'm' }] },
        { name: 'teams', label: 'Teams', type: 'checkbox', options: [{ label: 'Design', value: 'design' }] },
        { name: 'agree', label: 'I agree', type: 'checkboxItem' },
        { name: 'rating', label: 'Rate us', type: 'star_rating' },
        { name: 'note', label: 'Note', type: 'textarea' },
      ]),
      initialValues: { day: '2030-01-02', job: { startDate: '01/2020', endDate: '02/2021', isCurrent: false }, size: 's', rating: 3 },
    });
    const fields = [
      screen.getByLabelText('Start day'),
      screen.getByLabelText('Signed on'),
      screen.getByLabelText('Start date'),
      screen.getByLabelText('End date'),
      screen.getByRole('radio', { name: 'S' }),
      screen.getByRole('checkbox', { name: 'Design' }),
      screen.getByRole('checkbox', { name: 'I agree' }),
      screen.getByRole('radio', { name: 'Good' }),
    ];
    for (const field of fields) {
      act(() => field.focus());
      await user.keyboard('{Enter}');
    }
    expect(onSubmit).not.toHaveBeenCalled();
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.type(note, 'one{Shift>}{Enter}{/Shift}two');
    expect(note).toHaveValue('one\ntwo');
    act(() => screen.getByRole('button', { name: 'Submit' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('on submit shows every error (required label rule) and focuses the first', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm({ definition: contactForm });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name:' })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('revalidates a dependent field when its parent changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: contactForm, customValidators });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@example.org');
    await user.type(screen.getByRole('textbox', { name: 'Confirm email' }), 'b@example.org');
    await user.tab();
    expect(screen.getByText('Emails do not match')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'b@example.org');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Emails do not match')).not.toBeInTheDocument());
  });

  it('shows errors returned by onSubmit under their fields until the field changes', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm({
      definition: oneSection([
        { name: 'first', label: 'First name', type: 'text' },
        { name: 'jobs', label: 'Job', type: 'dynamicList', items: [{ name: 'title', label: 'Title', type: 'text' }] },
      ]),
      initialValues: { first: 'Ada', 'jobs[0].title': 'Cook' },
      onSubmit: async () => ({ first: 'That name is taken', 'jobs[0].title': 'Unknown title' }),
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const first = screen.getByRole('textbox', { name: 'First name' });
    const message = await screen.findByText('That name is taken');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Unknown title');
    await waitFor(() => expect(first).toHaveFocus());
    await user.type(first, 'x');
    expect(screen.queryByText('That name is taken')).not.toBeInTheDocument();
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it('shows the externalErrors prop per field', () => {
    renderForm({ definition: contactForm, externalErrors: { email: 'Already registered' } });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Already registered');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('highlights untouched initial answers when asked, and stops once they change', async () => {
    renderForm({ definition: contactForm, initialValues: { first: 'Ada' }, highlightInitialValues: true });
    const first = screen.getByRole('textbox', { name: 'First name:' });
    expect(first.closest('[data-field]')).toHaveAttribute('data-status', 'highlight');
    expect(screen.getByRole('textbox', { name: 'Email' }).closest('[data-field]')).toHaveAttribute('data-status', 'none');
    fireEvent.change(first, { target: { value: 'Bea' } });
    expect(first.closest('[data-field]')).toHaveAttribute('data-status', 'none');
  });

  it('tells the page about unsaved answers: typed ones count, ones the form filled in do not; a save or a sent form makes them clean', async () => {
    const user = userEvent.setup({ delay: null });
    const onDirtyChange = jest.fn();
    let saveFails = true;
    const onSave = jest.fn(async () => {
      if (saveFails) throw new Error('offline');
    });
    renderForm({
      definition: oneSection([
        { name: 'first', label: 'First name', type: 'text' },
        { name: 'signed', label: 'Signed on', type: 'date', today: true },
      ]),
      onDirtyChange,
      onSave,
      onLog: jest.fn(),
    });
    await waitFor(() => expect(screen.getByLabelText('Signed on')).toHaveValue(toIsoDate(new Date())));
    const first = screen.getByRole('textbox', { name: 'First name' });
    await user.click(first);
    expect(onDirtyChange).not.toHaveBeenCalled();
    await user.type(first, 'Ada');
    expect(onDirtyChange.mock.calls).toEqual([[true]]);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onDirtyChange.mock.calls).toEqual([[true]]);
    saveFails = false;
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));

    await user.type(first, 'x');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.type(first, '{Backspace}');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await user.type(first, 'y');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    expect(onDirtyChange.mock.calls.map(([dirty]) => dirty)).toEqual([true, false, true, false, true, false]);
  });

  it('saves a draft without validating', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = jest.fn(async () => undefined);
    renderForm({ definition: contactForm, onSave });
    await user.type(screen.getByRole('textbox', { name: 'First name:' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave).toHaveBeenCalledWith({ first: 'Ada' });
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });
});
