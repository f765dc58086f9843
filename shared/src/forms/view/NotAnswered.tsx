import { useFormText } from '../engine/useFormText';
import { tokens } from '../fields/styles';

/** What a read-only question shows where there is no answer, muted. */
export function NotAnswered() {
  const text = useFormText();
  return <span css={(theme) => ({ color: tokens(theme).colors.textMuted })}>{text('forms.notAnswered')}</span>;
}
