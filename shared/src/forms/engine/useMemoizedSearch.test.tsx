import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { oneSection, renderForm } from '../testing/renderForm';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') }));
afterEach(() => jest.useRealTimers());

test('the skill search is memoized for 5 minutes: retyping a word does not ask again', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const skillSearch = jest.fn(async (query: string) => [`${query} (found)`]);
  renderForm({ definition: oneSection([{ name: 'skills', label: 'Skills', type: 'skillSelector' }]), skillSearch });
  const box = screen.getByRole('combobox', { name: 'Skills' });

  const typeAndWait = async (text: string) => {
    await user.clear(box);
    await user.type(box, text);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
  };
  await typeAndWait('Rust');
  expect(await screen.findByText('Rust (found)')).toBeInTheDocument();
  const calls = skillSearch.mock.calls.length;
  await typeAndWait('Rust');
  await typeAndWait(' rust');
  expect(skillSearch).toHaveBeenCalledTimes(calls);

  await act(async () => {
    await jest.advanceTimersByTimeAsync(5 * 60 * 1000);
  });
  await typeAndWait('Rust');
  expect(skillSearch).toHaveBeenCalledTimes(calls + 1);
});
