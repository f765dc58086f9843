import { screen } from '@testing-library/react';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { PositionActions } from './PositionActions';

const boot = makeBootData({ domain: 'demo.test', user: { isLoggedIn: true }, configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } });
const render = (applicationStatus?: string | null, closed = false) =>
  renderWithProviders(<PositionActions id={7} savedOnServer={false} closed={closed} overrides={null} navigate={jest.fn()} applicationStatus={applicationStatus} />, {
    transport: createFakeTransport(),
    boot,
  });

test("'You applied' with the application's status replaces Apply once the candidate applied", () => {
  render('In review');
  expect(screen.getByText('You applied')).toBeInTheDocument();
  expect(screen.getByText('Status: In review')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Follow your application' })).toHaveAttribute('href', '/careers/applications');
  // Saving stays possible.
  expect(screen.getByRole('button', { name: /Save job/ })).toBeInTheDocument();
});

test('without an active application the Apply link is there', () => {
  render(null);
  expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/careers/apply?pid=7');
  expect(screen.queryByText('You applied')).not.toBeInTheDocument();
});

test('a closed position offers no Apply at all (the page says it is closed), and can still be saved', () => {
  render(null, true);
  expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Save job/ })).toBeInTheDocument();
});
