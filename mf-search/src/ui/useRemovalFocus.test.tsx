import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useRemovalFocus } from './useRemovalFocus';

function Kept({ names }: { names: string[] }) {
  const [items, setItems] = useState(names.map((name, id) => ({ id, name })));
  const list = useRef<HTMLUListElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const focus = useRemovalFocus(items, list, box);
  return (
    <div ref={box} tabIndex={-1} aria-label="Kept jobs" role="group">
      <ul ref={list}>
        {items.map((item, row) => (
          <li key={item.id}>
            <button
              type="button"
              data-remove=""
              onClick={() => {
                focus.removing(item.id, row);
                setItems((all) => all.filter((other) => other.id !== item.id));
              }}
            >
              Remove {item.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

it('moves the keyboard to the row that takes the removed one’s place', async () => {
  render(<Kept names={['Designer', 'Engineer', 'Analyst']} />);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Engineer' }));
  expect(screen.getByRole('button', { name: 'Remove Analyst' })).toHaveFocus();
});

it('moves it to the new last row when the last one goes, and to the fallback when none is left', async () => {
  render(<Kept names={['Designer', 'Engineer']} />);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Engineer' }));
  expect(screen.getByRole('button', { name: 'Remove Designer' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Designer' }));
  expect(screen.getByRole('group', { name: 'Kept jobs' })).toHaveFocus();
});
