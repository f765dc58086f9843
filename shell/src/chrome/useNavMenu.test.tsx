import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavMenu } from './useNavMenu';

function Menu() {
  const menu = useNavMenu();
  return (
    <>
      <button ref={menu.buttonRef} type="button" aria-expanded={menu.open} onClick={menu.toggle} onBlur={menu.open ? menu.closeWhenFocusLeaves : undefined}>
        Menu
      </button>
      <ul ref={menu.listRef} hidden={!menu.open} onBlur={menu.open ? menu.closeWhenFocusLeaves : undefined}>
        <li>
          <a href="#jobs">Jobs</a>
        </li>
      </ul>
      <button type="button">After</button>
    </>
  );
}

it('Escape closes the open menu and puts the keyboard back on its button', async () => {
  const user = userEvent.setup();
  render(<Menu />);
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  expect(screen.getByRole('link', { name: 'Jobs' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

it('stays open while focus moves from the button into the list, and closes once it moves past them', async () => {
  const user = userEvent.setup();
  render(<Menu />);
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  await user.tab();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});
