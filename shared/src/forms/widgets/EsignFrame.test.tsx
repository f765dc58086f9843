import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { oneSection, renderForm } from '../testing/renderForm';
import { ESIGN_LOAD_TIMEOUT_MS } from './useFrameLoad';

const esignForm = (url: string) =>
  oneSection([{ name: 'handbook', label: 'Employee handbook', type: 'esignForm', esign: { url, origin: 'https://sign.example', title: 'Sign the handbook' } }]);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a frame that does not load in time says so and offers a way on: try again, a new tab, the sender', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const onLog = jest.fn();
  renderForm({ definition: esignForm('https://sign.example/doc/1'), onLog });
  expect(screen.getByRole('status')).toHaveTextContent('Loading the document…');
  expect(screen.getByTitle('Sign the handbook')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(ESIGN_LOAD_TIMEOUT_MS - 1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('The document could not be loaded.');
  expect(alert).toHaveTextContent('If it still does not load, contact the company that sent you this form.');
  // No 600 px empty frame left behind.
  expect(screen.queryByTitle('Sign the handbook')).not.toBeInTheDocument();
  const newTab = screen.getByRole('link', { name: 'Open the document in a new tab' });
  expect(newTab).toHaveAttribute('href', 'https://sign.example/doc/1');
  expect(newTab).toHaveAttribute('target', '_blank');
  expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
  expect(onLog).toHaveBeenCalledWith('esign_frame_failed', { item: 'handbook', reason: 'timeout' });

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  const frame = screen.getByTitle('Sign the handbook');
  expect(frame).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the document…');
  fireEvent.load(frame);
  expect(screen.queryByText('Loading the document…')).not.toBeInTheDocument();
  // The browser's own error page inside a frame cannot be detected: the new-tab way stays.
  expect(screen.getByRole('link', { name: 'Open the document in a new tab' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(ESIGN_LOAD_TIMEOUT_MS));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test.each([
  ['another origin than the provider', 'https://elsewhere.example/doc/1'],
  ['a script address', 'javascript:alert(1)'],
])('an address on %s is never framed nor linked', (_case, url) => {
  const onLog = jest.fn();
  renderForm({ definition: esignForm(url), onLog });
  expect(screen.getByRole('alert')).toHaveTextContent('The document could not be loaded.');
  expect(screen.queryByTitle('Sign the handbook')).not.toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(onLog).toHaveBeenCalledWith('esign_frame_failed', { item: 'handbook', reason: 'invalidAddress' });
});
