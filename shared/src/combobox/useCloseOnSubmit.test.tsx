import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useCloseOnSubmit } from './useCloseOnSubmit';

function Box({ close }: { close: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  useCloseOnSubmit(input, close);
  return (
    <form aria-label="search" onSubmit={(event) => event.preventDefault()}>
      <input ref={input} aria-label="query" />
    </form>
  );
}

test('submitting the input’s form closes the list, with the close of the latest render', () => {
  const first = jest.fn();
  const latest = jest.fn();
  const { rerender, unmount } = render(<Box close={first} />);
  rerender(<Box close={latest} />);
  fireEvent.submit(screen.getByRole('form', { name: 'search' }));
  expect(first).not.toHaveBeenCalled();
  expect(latest).toHaveBeenCalledTimes(1);
  const form = screen.getByRole('form', { name: 'search' });
  unmount();
  fireEvent.submit(form);
  expect(latest).toHaveBeenCalledTimes(1);
});
