import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('render failed');
  return <h1>Offers</h1>;
}

test('a render error stays in the remote slot as a fallback, is reported, and Retry renders again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onError = jest.fn();
  render(
    <>
      <nav>Navbar</nav>
      <RemoteErrorBoundary remoteName="mf-offers" onError={onError}>
        <Flaky />
      </RemoteErrorBoundary>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent("Sorry, this part of the page didn't load.");
  expect(screen.getByText('Navbar')).toBeInTheDocument();
  expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));

  shouldThrow = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByRole('heading', { name: 'Offers' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
