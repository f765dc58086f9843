import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@careers/shared/testing';
import { ErrorView } from './ErrorView';

test('an alert with the spec text and a working Try again', async () => {
  const onRetry = jest.fn();
  renderWithProviders(<ErrorView onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while retrieving data');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test("a failure already announced by its toast is not an alert again; the caller's text and way forward", async () => {
  const onReset = jest.fn();
  renderWithProviders(<ErrorView alert={false} message="We couldn't load the results" retryLabel="Reset search" onRetry={onReset} />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText("We couldn't load the results")).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reset search' }));
  expect(onReset).toHaveBeenCalledTimes(1);
});
