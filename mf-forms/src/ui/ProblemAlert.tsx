import { useEffect, useRef } from 'react';
import { notice } from './styles';

/**
 * A failure said above the form (not a field's: those go under the field). The submit button is at
 * the bottom of a long form, so the message scrolls itself into view as well as being announced.
 */
export function ProblemAlert({ message }: { message: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} role="alert" css={(theme) => notice(theme, 'error')}>
      {message}
    </p>
  );
}
