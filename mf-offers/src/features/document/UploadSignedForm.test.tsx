import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@careers/shared/testing';
import { UploadSignedForm } from './UploadSignedForm';

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

function setup() {
  const onUpload = jest.fn(async () => undefined);
  renderWithProviders(<UploadSignedForm onUpload={onUpload} />);
  return { onUpload, user: userEvent.setup(), input: screen.getByLabelText(/^Signed document/) };
}

it('requires a file', async () => {
  const { onUpload, user, input } = setup();
  await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Signed document is required');
  expect(input).toHaveFocus();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(onUpload).not.toHaveBeenCalled();
});

it('takes at most one file, and sends it once the extra one is removed', async () => {
  const { onUpload, user, input } = setup();
  await user.upload(input, pdf('signed.pdf'));
  await user.upload(input, pdf('second.pdf'));
  expect(screen.getByRole('alert')).toHaveTextContent('You should upload at most 1 file');
  await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
  expect(onUpload).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Remove second.pdf' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
  await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
  expect((onUpload.mock.calls[0] as unknown as [File])[0].name).toBe('signed.pdf');
});
