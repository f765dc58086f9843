import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@careers/shared/testing';
import { StateList } from './StateList';

const row = (name: string) => <li key={name}>{name}</li>;

it('shows the loading, error and empty states, then the rows', () => {
  const { rerender } = renderWithProviders(<StateList items={undefined} error={undefined} onRetry={() => {}} row={row} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  rerender(<StateList items={undefined} error={new Error('down')} onRetry={() => {}} row={row} />);
  expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while retrieving data');
  rerender(<StateList items={[]} error={undefined} onRetry={() => {}} row={row} emptyMessage="No resumes yet: upload one above." />);
  expect(screen.getByText('No resumes yet: upload one above.')).toBeInTheDocument();
  rerender(<StateList items={['Nurse', 'Driver']} error={undefined} onRetry={() => {}} row={row} />);
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Nurse', 'Driver']);
});

it('keeps the rows it has when a refetch fails', () => {
  renderWithProviders(<StateList items={['Nurse']} error={new Error('down')} onRetry={() => {}} row={row} />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('listitem')).toHaveTextContent('Nurse');
});

it("'Try again' retries and leaves keyboard focus on the list's heading, not on the page body", async () => {
  const onRetry = jest.fn();
  renderWithProviders(
    <section>
      <h2>Resumes</h2>
      <StateList items={undefined} error={new Error('down')} onRetry={onRetry} row={row} />
    </section>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { name: 'Resumes' })).toHaveFocus();
});
