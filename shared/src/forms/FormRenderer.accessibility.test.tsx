import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { oneSection, renderForm } from './testing/renderForm';

describe('what screen readers are told', () => {
  it('a phone error marks and describes the number only, and submit focuses the number', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: oneSection([{ name: 'phone', label: 'Mobile', type: 'phone', required: true }]) });
    const phone = await screen.findByRole('textbox', { name: 'Mobile' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const error = await screen.findByText('Mobile is required');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(error.textContent!);
    // The country select has a visible label of its own, not only an aria-label (issue 24 #8).
    const country = screen.getByRole('combobox', { name: 'Mobile country' });
    expect(country).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Mobile country', { selector: 'label' })).toHaveAttribute('for', country.id);
  });

  it('required groups say so in their legend; the asterisk is only seen', () => {
    renderForm({
      definition: oneSection([
        { name: 'teams', label: 'Teams', type: 'checkbox', required: true, options: [{ label: 'Design', value: 'design' }] },
        { name: 'size', label: 'Size', type: 'radio', required: true, options: [{ label: 'S', value: 's' }] },
        { name: 'rating', label: 'Rate us', type: 'star_rating', required: true },
        { name: 'extra', label: 'Extras', type: 'checkbox', options: [{ label: 'Bike', value: 'bike' }] },
      ]),
    });
    for (const label of ['Teams', 'Size', 'Rate us']) {
      const group = screen.getByRole('group', { name: `${label} (required)` });
      expect(group.querySelector('legend [aria-hidden="true"]')).toHaveTextContent('*');
    }
    expect(screen.getByRole('group', { name: 'Extras' })).toBeInTheDocument();
  });

  it('a required skill selector says it is required', () => {
    renderForm({ definition: oneSection([{ name: 'skills', label: 'Skills', type: 'skillSelector', required: true }]) });
    expect(screen.getByRole('combobox', { name: 'Skills' })).toHaveAttribute('aria-required', 'true');
  });

  it.each([
    ['radio', { type: 'radio' as const, options: [{ label: 'S', value: 's' }, { label: 'M', value: 'm' }] }],
    ['checkbox', { type: 'checkbox' as const, options: [{ label: 'S', value: 's' }] }],
    ['star_rating', { type: 'star_rating' as const }],
    ['dateRange', { type: 'dateRange' as const, rules: [{ type: 'dateRange' as const }] }],
  ])('a %s group is described once, on its fieldset, not again on every control', async (_type, patch) => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: oneSection([{ name: 'q', label: 'Question', help: 'Pick one.', required: true, ...patch }]) });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const group = screen.getByRole('group', { name: /^Question/ });
    await waitFor(() => expect(group).toHaveAccessibleDescription(/^Pick one\. .+/));
    const controls = within(group).queryAllByRole('radio').concat(within(group).queryAllByRole('checkbox'), Array.from(group.querySelectorAll('input[type="month"]')));
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) expect(control).not.toHaveAttribute('aria-describedby');
  });
});
