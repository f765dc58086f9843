import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { useFocusBackOnList } from './useFocusBackOnList';

// Back on the list after a position's own view: the keyboard continues from the position that was open, as the
// search page draws it (a list of links carrying data-position-id, a focusable results heading).
function ListOrPosition({ pid, wide = false }: { pid: number | null; wide?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusBackOnList(pid, wide, heading);
  return (
    <>
      <h2 tabIndex={-1} ref={heading}>
        Results
      </h2>
      {(pid === null || wide) && (
        <ul>
          {[1, 2].map((id) => (
            <li key={id}>
              <a href={`#${id}`} data-position-id={id}>
                Position {id}
              </a>
            </li>
          ))}
        </ul>
      )}
      {pid !== null && <button type="button">Back to results</button>}
    </>
  );
}

test('Back from a position on a phone puts the keyboard on that position in the list', () => {
  const { rerender } = render(<ListOrPosition pid={2} />);
  screen.getByRole('button', { name: 'Back to results' }).focus();
  rerender(<ListOrPosition pid={null} />);
  expect(screen.getByRole('link', { name: 'Position 2' })).toHaveFocus();
});

test('a position that is not on this page of results (opened from a link): the results heading', () => {
  const { rerender } = render(<ListOrPosition pid={7} />);
  rerender(<ListOrPosition pid={null} />);
  expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
});

test('beside the list nothing moves: the list never went away', () => {
  const { rerender } = render(<ListOrPosition pid={2} wide />);
  screen.getByRole('button', { name: 'Back to results' }).focus();
  rerender(<ListOrPosition pid={null} wide />);
  expect(document.body).toHaveFocus();
});
