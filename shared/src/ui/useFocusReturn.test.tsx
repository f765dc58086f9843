import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { useFocusReturn } from './useFocusReturn';

function Panel({ withInitial }: { withInitial: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useFocusReturn(withInitial ? field : undefined, panel);
  return (
    <div ref={panel} tabIndex={-1} aria-label="Panel">
      <input ref={field} aria-label="Field" />
    </div>
  );
}

it('takes focus to the given element, else to the fallback, and gives it back on unmount', () => {
  render(<button type="button">Opener</button>);
  const opener = screen.getByRole('button', { name: 'Opener' });
  opener.focus();
  const first = render(<Panel withInitial />);
  expect(screen.getByRole('textbox', { name: 'Field' })).toHaveFocus();
  first.unmount();
  expect(opener).toHaveFocus();
  const second = render(<Panel withInitial={false} />);
  expect(screen.getByLabelText('Panel')).toHaveFocus();
  second.unmount();
  expect(opener).toHaveFocus();
});

it('gives focus back to the element inside a shadow root, not to its host', () => {
  const host = document.body.appendChild(document.createElement('div'));
  const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
  inner.focus();
  const { unmount } = render(<Panel withInitial />);
  expect(screen.getByRole('textbox', { name: 'Field' })).toHaveFocus();
  unmount();
  expect(host.shadowRoot!.activeElement).toBe(inner);
  host.remove();
});
