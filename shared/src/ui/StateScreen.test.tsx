import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@careers/shared/testing';
import { StateScreen } from './StateScreen';

it('shows a spinner while loading', () => {
  renderWithProviders(<StateScreen state="loading" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
});

it('shows the spec error text and a working retry', async () => {
  const onRetry = jest.fn();
  renderWithProviders(<StateScreen state="error" onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while retrieving data');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('shows no retry button without a handler', () => {
  renderWithProviders(<StateScreen state="error" />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('shows the spec empty text, or a screen-specific one', () => {
  const { rerender } = renderWithProviders(<StateScreen state="empty" />);
  expect(screen.getByText('No data found')).toBeInTheDocument();
  rerender(<StateScreen state="empty" message="No offers found" />);
  expect(screen.getByText('No offers found')).toBeInTheDocument();
});

it('speaks Spanish under a Spanish provider', () => {
  renderWithProviders(<StateScreen state="empty" />, { locale: 'es' });
  expect(screen.getByText('No se encontraron datos')).toBeInTheDocument();
});

it("hands each state's own options to its view", () => {
  const { rerender } = renderWithProviders(<StateScreen state="error" alert={false} retryLabel="Reset search" onRetry={() => undefined} />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reset search' })).toBeInTheDocument();
  rerender(<StateScreen state="empty" compact />);
  expect(screen.getByText('No data found').tagName).toBe('P');
  expect(screen.getByText('No data found')).toHaveAttribute('data-state', 'empty');
});
