import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Combobox } from './Combobox';

const fruits = ['Apple', 'Apricot', 'Avocado'].map((label) => ({ id: label, label }));

function Box({ onPick = jest.fn(), onEnter, onSubmit = jest.fn() }: { onPick?: jest.Mock; onEnter?: () => void; onSubmit?: jest.Mock }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <Combobox label="Fruit" value={value} onChange={setValue} options={value ? fruits : []} onPick={onPick} onEnter={onEnter} />
      <button type="submit">Go</button>
    </form>
  );
}

// Where the box departs from downshift's defaults (comboboxRules.ts): each would change what a visitor meets.
test('a pointer over an option only paints it: the active option stays the keyboard’s', async () => {
  const user = userEvent.setup();
  render(<Box />);
  const box = screen.getByRole('combobox', { name: 'Fruit' });
  await user.type(box, 'a');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  await user.hover(screen.getByRole('option', { name: 'Apricot' }));
  expect(screen.getByRole('option', { name: 'Apricot' })).toHaveAttribute('aria-selected', 'false');
  expect(box).not.toHaveAttribute('aria-activedescendant');
});

test('leaving the box with Tab closes the list and picks nothing', async () => {
  const user = userEvent.setup();
  const onPick = jest.fn();
  render(<Box onPick={onPick} />);
  const box = screen.getByRole('combobox', { name: 'Fruit' });
  await user.type(box, 'a{ArrowDown}');
  expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus();
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).toHaveValue('a');
  expect(onPick).not.toHaveBeenCalled();
});

test('a click in the open box keeps it open; Escape closes it, and in a closed box keeps the text', async () => {
  const user = userEvent.setup();
  render(<Box />);
  const box = screen.getByRole('combobox', { name: 'Fruit' });
  await user.type(box, 'a');
  await user.click(box);
  expect(box).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{Escape}');
  expect(box).toHaveValue('a');
});

test('Home and End move the caret, not the active option; Alt+Down only opens the list', async () => {
  const user = userEvent.setup();
  render(<Box />);
  const box = screen.getByRole('combobox', { name: 'Fruit' });
  await user.type(box, 'ap');
  // keyDown answers false when the page prevented the browser's own action (the caret moving).
  expect(fireEvent.keyDown(box, { key: 'Home' })).toBe(true);
  expect(fireEvent.keyDown(box, { key: 'End' })).toBe(true);
  expect(box).not.toHaveAttribute('aria-activedescendant');
  await user.keyboard('{Escape}{Alt>}{ArrowDown}{/Alt}');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(box).not.toHaveAttribute('aria-activedescendant');
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
  expect(box).not.toHaveAttribute('aria-activedescendant');
});

test('Enter picks the active option; with none, the form submits what was typed, or onEnter takes it', async () => {
  const user = userEvent.setup();
  const onPick = jest.fn();
  const onSubmit = jest.fn();
  const { unmount } = render(<Box onPick={onPick} onSubmit={onSubmit} />);
  const box = screen.getByRole('combobox', { name: 'Fruit' });
  await user.type(box, 'a{ArrowUp}{Enter}');
  expect(onPick).toHaveBeenCalledWith(fruits[2]);
  expect(onSubmit).not.toHaveBeenCalled();
  await user.keyboard('{Enter}');
  expect(onSubmit).toHaveBeenCalledWith('a');
  unmount();

  const onEnter = jest.fn();
  render(<Box onEnter={onEnter} onSubmit={onSubmit} />);
  await user.type(screen.getByRole('combobox', { name: 'Fruit' }), 'kiwi{Enter}');
  expect(onEnter).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
