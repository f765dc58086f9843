import { screen } from '@testing-library/react';
import { oneSection, renderForm } from '../testing/renderForm';

// DrawnAnswers gives back only what a candidate changed in a page the server drew. A form the browser draws itself
// with answers already in it (a draft, the profile's) must not be taken for one: React sets a client-drawn control's
// value and checked state without its drawn defaults, so it would look changed at mount.
test('a form drawn in the browser with answers in it sends no events at mount and starts no unsaved-changes tracking', async () => {
  const heard: string[] = [];
  for (const type of ['input', 'change', 'click']) document.addEventListener(type, (event) => heard.push(`${type} ${(event.target as HTMLInputElement).name}`), true);
  const onDirtyChange = jest.fn();
  renderForm({
    definition: oneSection([
      { name: 'source', label: 'Source', type: 'dropdown', options: [{ label: 'Job board', value: 'job_board' }, { label: 'LinkedIn', value: 'linkedin' }] },
      { name: 'consent', label: 'I agree', type: 'checkboxItem' },
      { name: 'auth', label: 'Authorized?', type: 'radio', options: [{ label: 'Yes', value: 'yes' }, { label: 'No', value: 'no' }] },
      { name: 'city', label: 'City', type: 'text' },
    ]),
    initialValues: { source: 'linkedin', consent: true, auth: 'yes', city: 'Lyon' },
    onDirtyChange,
  });
  expect(await screen.findByRole('combobox', { name: 'Source' })).toHaveValue('linkedin');
  expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(heard).toEqual([]);
  expect(onDirtyChange).not.toHaveBeenCalledWith(true);
});
