import { useEffect, useRef } from 'react';
import { notice } from './styles';

/**
 * A failure said above the form (not a field's: those go under the field). The submit button is at
 * the bottom of a long form and may be gone (a form already submitted turns read-only), so the message
 * takes the focus: it is read out, scrolled into view, and keyboard users carry on from there.
 */
export function ProblemAlert({ message }: { message: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!message) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} role="alert" tabIndex={-1} css={(theme) => ({ ...notice(theme, 'error'), '&:focus': { outline: 'none' } })}>
      {message}
    </p>
  );
}
