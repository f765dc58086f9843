import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDefinition, oneSection, renderForm } from './testing/renderForm';
import { DEPENDENT_QUESTION_DEBOUNCE_MS } from './engine/createVisibilityStore';

const carForm = makeDefinition([
  {
    id: 'car', title: 'Car',
    items: [
      { name: 'hasCar', label: 'Do you have a car?', type: 'radio', options: [{ label: 'Yes', value: 'yes' }, { label: 'No', value: 'no' }] },
      { name: 'model', label: 'Car model', type: 'text', required: true, dependencies: ['hasCar'], visibleWhen: { equals: 'yes' } },
    ],
  },
  {
    id: 'garage', title: 'Garage',
    items: [{ name: 'garage', label: 'Garage address', type: 'text', dependencies: ['hasCar'], visibleFn: ([hasCar]) => hasCar === 'yes' }],
  },
]);

describe('visibility by dependencies', () => {
  it('an admin section whose questions are all hidden leaves no empty card', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderForm({ definition: { ...carForm, layout: 'admin', sections: carForm.sections.map((section) => ({ ...section, editable: true })) } });
    const form = container.querySelector('form')!;
    // Every box on the form shows something (the sections' cards, the footer bar).
    const emptyBoxes = () => Array.from(form.children).filter((child) => child.textContent?.trim() === '');
    expect(screen.queryByRole('heading', { name: 'Garage' })).not.toBeInTheDocument();
    expect(emptyBoxes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Edit.*Car/ }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Garage' })).toBeInTheDocument();
    expect(emptyBoxes()).toEqual([]);
  });

  it('shows a dependent question 50 ms after its parent changes, and its section with it', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderForm({ definition: carForm });
      expect(screen.queryByRole('textbox', { name: 'Car model' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Garage' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Yes' }));
      act(() => jest.advanceTimersByTime(DEPENDENT_QUESTION_DEBOUNCE_MS - 1));
      expect(screen.queryByRole('textbox', { name: 'Car model' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('textbox', { name: 'Car model' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Garage' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('unregisters a hidden question: its answer is dropped and its error does not block submit', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm({ definition: carForm, initialValues: { hasCar: 'yes', model: 'Mini', garage: 'Main St' } });
    const model = screen.getByRole('textbox', { name: 'Car model' });
    await user.clear(model);
    await user.type(model, 'Golf');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Car model' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    // Shown again with the form's initial answer: what was typed went with the unregistered field.
    expect(await screen.findByRole('textbox', { name: 'Car model' })).toHaveValue('Mini');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Car model' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ hasCar: 'no' }));
  });

  it('never submits initial answers of questions that start hidden', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm({ definition: carForm, initialValues: { hasCar: 'no', model: 'Mini' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ hasCar: 'no' }));
  });

  it('lets list entry fields depend on their siblings', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({
      definition: oneSection([
        {
          name: 'jobs', label: 'Job', type: 'dynamicList',
          items: [
            { name: 'kind', label: 'Kind', type: 'dropdown', options: [{ label: 'Other', value: 'other' }, { label: 'Office', value: 'office' }] },
            { name: 'other', label: 'Describe it', type: 'text', dependencies: ['kind'], visibleWhen: { equals: 'other' } },
          ],
        },
      ]),
      initialValues: { 'jobs[0].kind': 'office', 'jobs[1].kind': 'office' },
    });
    const [, second] = screen.getAllByRole('combobox', { name: 'Kind' });
    await user.selectOptions(second!, 'Other');
    expect(await screen.findAllByRole('textbox', { name: 'Describe it' })).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Job 2' })).toContainElement(screen.getByRole('textbox', { name: 'Describe it' }));
  });
});
