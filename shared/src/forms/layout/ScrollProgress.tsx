import { useFormText } from '../engine/useFormText';
import { tokens } from '../fields/styles';

/** The phone stepper's progress bar: how far through the form the page is scrolled (nearest 10 %). */
export function ScrollProgress({ percent }: { percent: number }) {
  const text = useFormText();
  return (
    <div
      role="progressbar"
      aria-label={text('forms.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      css={(theme) => ({ height: 6, borderRadius: 3, background: tokens(theme).colors.border, overflow: 'hidden' })}
    >
      <div css={(theme) => ({ width: `${percent}%`, height: '100%', background: tokens(theme).colors.primary, transition: 'width 150ms ease-out' })} />
    </div>
  );
}
