import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useChosenItems } from './useChosenItems';

function Chips({ initial, onChange }: { initial: string[]; onChange: jest.Mock }) {
  const [items, setItems] = useState(initial);
  const chosen = useChosenItems(items, (next) => {
    onChange(next);
    setItems(next);
  });
  return (
    <>
      <input aria-label="Skill" {...chosen.boxProps} />
      <button type="button" onClick={() => chosen.add('Rust')}>
        Add Rust
      </button>
      <ul aria-label="Chosen">
        {items.map((item) => (
          <li key={item}>
            {item}
            <button type="button" onClick={() => chosen.remove(item)}>{`Remove ${item}`}</button>
          </li>
        ))}
      </ul>
    </>
  );
}

test('adding and removing report the new list; the keyboard in the box removes nothing', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Chips initial={['Go', 'SQL']} onChange={onChange} />);
  await user.click(screen.getByRole('button', { name: 'Add Rust' }));
  expect(onChange).toHaveBeenLastCalledWith(['Go', 'SQL', 'Rust']);
  await user.click(screen.getByRole('button', { name: 'Remove SQL' }));
  expect(onChange).toHaveBeenLastCalledWith(['Go', 'Rust']);
  // downshift's own keys (Backspace in an empty box removes the last chip, ArrowLeft walks the chips) are off.
  await user.click(screen.getByRole('textbox', { name: 'Skill' }));
  await user.keyboard('{Backspace}{ArrowLeft}');
  expect(screen.getByRole('textbox', { name: 'Skill' })).toHaveFocus();
  expect(screen.getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['Go', 'Rust']);
  expect(onChange).toHaveBeenCalledTimes(2);
});
