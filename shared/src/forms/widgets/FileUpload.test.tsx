import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { oneSection, renderForm } from '../testing/renderForm';

describe('FileUpload through the toolkit\'s FilePicker', () => {
  it("shows the question's label and a button-styled 'Choose a file', not the browser's control, then the chosen name", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: oneSection([{ name: 'cv', label: 'Resume', type: 'file_upload', required: true, accept: ['.pdf'], rules: [{ type: 'maxLength', value: 1 }] }]) });
    const field = document.querySelector('[data-field="cv"]') as HTMLElement;
    const input = within(field).getByLabelText(/^Resume/);
    expect(input).toHaveAttribute('type', 'file');
    // Named by the question alone (the asterisk and the button's caption are not part of it).
    expect(input).toHaveAccessibleName('Resume');
    expect(input).toHaveAttribute('aria-required', 'true');
    // The native control (its 'Choose File / No file chosen' cannot be styled or translated) is visually hidden.
    expect(getComputedStyle(input).position).toBe('absolute');
    expect(getComputedStyle(input).width).toBe('1px');
    const choose = within(field).getByText('Choose a file', { exact: true });
    expect(choose.tagName).toBe('LABEL');
    expect(choose).toHaveAttribute('for', input.id);
    expect(getComputedStyle(choose).minHeight).toBe('44px');
    expect(getComputedStyle(choose).display).toBe('inline-flex');

    await user.upload(input, new File(['%PDF-'], 'ada-resume.pdf', { type: 'application/pdf' }));
    expect(await within(field).findByRole('link', { name: 'ada-resume.pdf' })).toBeInTheDocument();
    expect(within(field).getByRole('button', { name: 'Remove ada-resume.pdf' })).toBeInTheDocument();
  });

  it("says 'Choose files' when the question takes several", () => {
    renderForm({ definition: oneSection([{ name: 'docs', label: 'Documents', type: 'file_upload', rules: [{ type: 'maxLength', value: 3 }] }]) });
    expect(screen.getByLabelText('Documents')).toHaveAttribute('multiple');
    expect(screen.getByText('Choose files', { exact: true })).toHaveAttribute('for', screen.getByLabelText('Documents').id);
  });
});
