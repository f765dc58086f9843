import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast, type ToastKind } from '@careers/shared/state';
import { renderWithProviders } from '@careers/shared/testing';
import { Toaster } from './Toaster';

afterEach(() => jest.useRealTimers());

// valtio tells React about changes in a microtask, so each store change is awaited inside act().
const show = (kind: ToastKind, message: string) => act(async () => void showToast({ kind, message }));

it('announces errors as alerts and other toasts as status messages', async () => {
  renderWithProviders(<Toaster />);
  await show('error', 'Failed to load positions');
  await show('success', 'Successfully signed the offer letter');
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load positions');
  expect(screen.getByRole('status')).toHaveTextContent('Successfully signed the offer letter');
});

it('closes a toast with its close button', async () => {
  renderWithProviders(<Toaster />);
  await show('info', 'Copied to Clipboard');
  await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
  expect(screen.queryByText('Copied to Clipboard')).not.toBeInTheDocument();
});

it('disappears on its own', async () => {
  jest.useFakeTimers();
  renderWithProviders(<Toaster />);
  await show('error', 'Failed to load position details');
  expect(screen.getByText('Failed to load position details')).toBeInTheDocument();
  await act(async () => void jest.advanceTimersByTime(3000));
  expect(screen.queryByText('Failed to load position details')).not.toBeInTheDocument();
});
