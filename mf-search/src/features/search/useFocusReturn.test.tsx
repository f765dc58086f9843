import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusReturn } from './useFocusReturn';

// A control that removes itself when pressed, as 'Clear filters' does: the keyboard must not be left on the page's
// body. The target is the first filter chip (a summary) when there is one, else the results heading.
function ClearableFilters({ withChip }: { withChip: boolean }) {
  const [ticked, setTicked] = useState(true);
  const [count, setCount] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterClear = useFocusReturn(() => document.querySelector<HTMLElement>('summary') ?? heading.current);
  return (
    <>
      {withChip && (
        <details>
          <summary>Location</summary>
        </details>
      )}
      <button type="button" onClick={() => setCount(count + 1)}>
        Render again {count}
      </button>
      {ticked && (
        <button
          type="button"
          onClick={() => {
            focusAfterClear();
            setTicked(false);
          }}
        >
          Clear filters
        </button>
      )}
      <h2 tabIndex={-1} ref={heading}>
        Results
      </h2>
    </>
  );
}

test('Clear filters gone, the keyboard goes on to the first filter', async () => {
  render(<ClearableFilters withChip />);
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  expect(screen.getByText('Location')).toHaveFocus();
});

test('with no filter to go on to, the keyboard goes to the results heading', async () => {
  render(<ClearableFilters withChip={false} />);
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
});

test('asked once, the focus moves once: a later render leaves it where the visitor put it', async () => {
  render(<ClearableFilters withChip={false} />);
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await userEvent.click(screen.getByRole('button', { name: 'Render again 0' }));
  expect(screen.getByRole('button', { name: 'Render again 1' })).toHaveFocus();
});
