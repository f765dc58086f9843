import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { oneSection, renderForm } from '../testing/renderForm';
import type { FakeRequest } from '@careers/shared/testing';

const regions: Record<string, Array<{ label: string; value: string }>> = {
  CA: [{ label: 'Quebec', value: 'QC' }, { label: 'Alberta', value: 'AB' }, { label: 'Ontario', value: 'ON' }],
  NO: [],
};
const routes = {
  'GET /api/pcsx/form_options/regions': (req: FakeRequest) => {
    const parent = req.params?.parent as string | undefined;
    return { data: { options: regions[parent ?? ''] ?? [] } };
  },
};

const addressForm = (sortOptions?: 'asc' | 'desc') =>
  oneSection([
    { name: 'country', label: 'Country', type: 'dropdown', options: [{ label: 'Canada', value: 'CA' }, { label: 'Norway', value: 'NO' }, { label: 'Wakanda', value: 'WK' }] },
    { name: 'region', label: 'Region', type: 'select', dependencies: ['country'], optionsEndpoint: '/api/pcsx/form_options/regions?parent={{parentValue}}', sortOptions },
  ]);

const optionLabels = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options).map((option) => option.text);

describe('select options', () => {
  it("shows the placeholder 'Select' and loads options for the parent's value, sorted on request", async () => {
    const user = userEvent.setup({ delay: null });
    const { transport } = renderForm({ definition: addressForm('asc') }, routes);
    const region = screen.getByRole('combobox', { name: 'Region' });
    expect(optionLabels(region)).toEqual(['Select']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Canada');
    await waitFor(() => expect(optionLabels(region)).toEqual(['Select', 'Alberta', 'Ontario', 'Quebec']));
    const call = (transport as unknown as { calls: FakeRequest[] }).calls.find((request) => request.path === '/api/pcsx/form_options/regions');
    expect(call).toMatchObject({ method: 'GET', params: { parent: 'CA', domain: 'acme.example' } });
  });

  it('sorts descending', async () => {
    renderForm({ definition: addressForm('desc'), initialValues: { country: 'CA' } }, routes);
    const region = screen.getByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(optionLabels(region)).toEqual(['Select', 'Quebec', 'Ontario', 'Alberta']));
  });

  it("resets a value the loaded options lack, and auto-selects a lone 'Not Applicable' for an empty list", async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm({ definition: addressForm(), initialValues: { country: 'CA', region: 'ON' } }, routes);
    const region = screen.getByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(region).toHaveValue('ON'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Norway');
    await waitFor(() => expect(optionLabels(region)).toEqual(['Select', 'Not Applicable']));
    await waitFor(() => expect(region).toHaveValue('N/A'));
    expect(region).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ country: 'NO', region: 'N/A' }));
  });

  it('caches loaded lists: choosing a parent again does not call the endpoint again', async () => {
    const user = userEvent.setup({ delay: null });
    const { transport } = renderForm({ definition: addressForm() }, routes);
    const country = screen.getByRole('combobox', { name: 'Country' });
    const region = screen.getByRole('combobox', { name: 'Region' });
    await user.selectOptions(country, 'Canada');
    await waitFor(() => expect(optionLabels(region)).toContain('Ontario'));
    await user.selectOptions(country, 'Norway');
    await waitFor(() => expect(optionLabels(region)).toContain('Not Applicable'));
    await user.selectOptions(country, 'Canada');
    await waitFor(() => expect(optionLabels(region)).toContain('Ontario'));
    const calls = (transport as unknown as { calls: FakeRequest[] }).calls.filter((call) => call.path.includes('form_options'));
    expect(calls).toHaveLength(2);
  });

  it('takes options from a function of the parent value', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({
      definition: oneSection([
        { name: 'size', label: 'Size', type: 'dropdown', options: [{ label: 'Big', value: 'big' }, { label: 'Small', value: 'small' }] },
        { name: 'model', label: 'Model', type: 'dropdown', dependencies: ['size'], getOptions: async (size) => (size === 'big' ? [{ label: 'Truck', value: 'truck' }] : [{ label: 'Mini', value: 'mini' }]) },
      ]),
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'Big');
    await waitFor(() => expect(optionLabels(screen.getByRole('combobox', { name: 'Model' }))).toEqual(['Select', 'Truck']));
  });

  it('suppresses Enter on the select', () => {
    renderForm({ definition: addressForm() }, routes);
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    screen.getByRole('combobox', { name: 'Country' }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
