import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { usePanelFocus } from './usePanelFocus';

function Panel() {
  const input = useRef<HTMLInputElement>(null);
  usePanelFocus(input, 'panel-toggle');
  return <input ref={input} aria-label="Question" />;
}

function Page({ withToggle }: { withToggle: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Elsewhere
      </button>
      {withToggle && (
        <button type="button" id="panel-toggle">
          Toggle
        </button>
      )}
      <button type="button" onClick={() => setOpen(false)}>
        Close
      </button>
      {open && <Panel />}
    </>
  );
}

it('puts the keyboard in the panel on open and on its toggle on close', async () => {
  render(<Page withToggle />);
  await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(screen.getByRole('textbox', { name: 'Question' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('button', { name: 'Toggle' })).toHaveFocus();
});

it('gives the keyboard back to what had it when there is no toggle', async () => {
  render(<Page withToggle={false} />);
  await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
});
