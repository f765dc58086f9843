import { useRef, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@careers/shared/testing';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';

/** A list whose items are removed once `answered` settles, or refused (`refuse`), as a server would answer. */
function Chips({ first, refuse = false, answered = Promise.resolve() }: { first: string[]; refuse?: boolean; answered?: Promise<void> }) {
  const [items, setItems] = useState(first);
  const box = useRef<HTMLInputElement>(null);
  const { listRef, removed } = useFocusAfterRemoval(items.length, box);
  const remove = async (index: number) => {
    await answered;
    if (!refuse) setItems((now) => now.filter((_, i) => i !== index));
    removed(index, !refuse);
  };
  return (
    <>
      <ul ref={listRef}>
        {items.map((item, index) => <li key={item}><button type="button" data-remove onClick={() => void remove(index)}>Remove {item}</button></li>)}
      </ul>
      <input ref={box} aria-label="Add" />
    </>
  );
}

test('the keyboard goes to the next item, then to what follows the list once the last one is gone', async () => {
  renderWithProviders(<Chips first={['A', 'B']} />);
  await userEvent.click(screen.getByRole('button', { name: 'Remove A' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove B' })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Add' })).toHaveFocus());
});

test('removing the last of several goes to what follows the list', async () => {
  renderWithProviders(<Chips first={['A', 'B']} />);
  await userEvent.click(screen.getByRole('button', { name: 'Remove B' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Add' })).toHaveFocus());
});

test('a refused removal gives the item its keyboard back', async () => {
  let answer = () => undefined as void;
  renderWithProviders(<Chips first={['A', 'B']} refuse answered={new Promise((resolve) => (answer = resolve))} />);
  const a = screen.getByRole('button', { name: 'Remove A' });
  await userEvent.click(a);
  // Clicked, the button has the keyboard: take it away as a disabled button would, so the test can tell.
  a.blur();
  expect(a).not.toHaveFocus();
  answer();
  await waitFor(() => expect(a).toHaveFocus());
});
