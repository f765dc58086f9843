import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { oneSection, renderForm } from '../testing/renderForm';

describe('skill selector', () => {
  const skills = Array.from({ length: 13 }, (_, i) => `Skill ${i + 1}`);

  it("collapses beyond 10 behind '+N' and expands until 'Show fewer'", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: oneSection([{ name: 'skills', label: 'Skills', type: 'skillSelector' }]), initialValues: { skills } });
    const chosen = () => within(screen.getByRole('list', { name: 'Selected skills' }));
    // Past the tenth a chip is drawn but not shown where scripts run (shown without scripts: renderApply.test.tsx).
    expect(chosen().getByText('Skill 11')).not.toBeVisible();
    expect(chosen().getAllByRole('listitem')).toHaveLength(11);
    const more = chosen().getByRole('button', { name: 'Show 3 more skills' });
    expect(more).toHaveTextContent('+3');
    await user.click(more);
    expect(chosen().getByText('Skill 13')).toBeVisible();
    expect(chosen().getAllByRole('listitem')).toHaveLength(14);
    await user.click(chosen().getByRole('button', { name: 'Show fewer' }));
    expect(chosen().getByText('Skill 13')).not.toBeVisible();
  });

  it('searches through the supplied function and adds the chosen result', async () => {
    const user = userEvent.setup({ delay: null });
    const skillSearch = jest.fn(async (query: string) => ['TypeScript', 'Type theory'].filter((skill) => skill.toLowerCase().startsWith(query.toLowerCase())));
    const { onSubmit } = renderForm({ definition: oneSection([{ name: 'skills', label: 'Skills', type: 'skillSelector', required: true }]), skillSearch });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Skills is required')).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: 'Skills' });
    await user.type(input, 'typ');
    const option = await screen.findByRole('option', { name: 'Type theory' }, { timeout: 2000 });
    expect(skillSearch).toHaveBeenLastCalledWith('typ');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ skills: ['Type theory'] }));
  });
});
