import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusFirstError } from './useFocusFirstError';

function Form({ request, invalid }: { request: number; invalid: string[] }) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, request);
  return (
    <form ref={form}>
      {['First', 'Second', 'Third'].map((name) => (
        <input key={name} aria-label={name} aria-invalid={invalid.includes(name) || undefined} />
      ))}
    </form>
  );
}

test('a request moves the keyboard to the first invalid field in page order; none leaves it alone', () => {
  const { rerender } = render(<Form request={0} invalid={['Second', 'Third']} />);
  expect(document.body).toHaveFocus();
  rerender(<Form request={1} invalid={['Third', 'Second']} />);
  expect(screen.getByRole('textbox', { name: 'Second' })).toHaveFocus();
  screen.getByRole('textbox', { name: 'First' }).focus();
  // Typing after the request (a re-render with the same number) does not pull the keyboard back.
  rerender(<Form request={1} invalid={['Third']} />);
  expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
  rerender(<Form request={2} invalid={['Third']} />);
  expect(screen.getByRole('textbox', { name: 'Third' })).toHaveFocus();
});
