import { useRef, type KeyboardEvent } from 'react';
import { useFormText } from '../engine/useFormText';
import type { StepCounts } from '../engine/useStepCounts';
import { tokens } from '../fields/styles';

interface Step {
  id: string;
  title: string;
  counts: StepCounts;
}

export interface StepListProps {
  steps: Step[];
  activeId: string | undefined;
  /** `focusField`: move focus into the section (a click or Enter); Home / End only jump there. */
  onSelect(id: string, options: { focusField: boolean }): void;
}

/**
 * The stepper's step list (desktop and tablet): a navigation list of buttons, the active one marked
 * aria-current="step". Arrow keys move between steps; Home and End jump to the first or last step.
 */
export function StepList({ steps, activeId, onSelect }: StepListProps) {
  const text = useFormText();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = steps.length - 1;
    const target = { Home: 0, End: last, ArrowDown: Math.min(last, index + 1), ArrowUp: Math.max(0, index - 1) }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
    const step = steps[target];
    if (step && (event.key === 'Home' || event.key === 'End')) onSelect(step.id, { focusField: false });
  }

  return (
    <nav aria-label={text('forms.steps')}>
      <ol css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens(theme).spacing.xs })}>
        {steps.map((step, index) => {
          const active = step.id === activeId;
          const { errors, newQuestions } = step.counts;
          return (
            <li key={step.id}>
              <button
                type="button"
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                aria-current={active ? 'step' : undefined}
                onClick={() => onSelect(step.id, { focusField: true })}
                onKeyDown={(event) => onKeyDown(event, index)}
                css={(theme) => {
                  const { colors, radii, spacing, typography } = tokens(theme);
                  return {
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'flex-start',
                    gap: 2,
                    width: '100%',
                    minHeight: 44,
                    padding: `${spacing.sm}px ${spacing.md}px`,
                    border: 0,
                    borderInlineStart: `4px solid ${active ? colors.primary : 'transparent'}`,
                    borderRadius: radii.sm,
                    background: active ? colors.secondaryHover : 'transparent',
                    color: colors.text,
                    font: 'inherit',
                    fontWeight: active ? typography.weight.bold : typography.weight.regular,
                    textAlign: 'start',
                    cursor: 'pointer',
                    '&:focus-visible': { outline: `3px solid ${colors.focusRing}`, outlineOffset: 1 },
                  };
                }}
              >
                <span>{step.title}</span>
                {errors > 0 && (
                  <span css={(theme) => ({ fontSize: tokens(theme).typography.size.sm, color: tokens(theme).colors.error })}>
                    {text('forms.errorsFound', { errorCount: errors })}
                  </span>
                )}
                {newQuestions > 0 && (
                  <span css={(theme) => ({ fontSize: tokens(theme).typography.size.sm, color: tokens(theme).colors.textMuted })}>
                    {text('forms.newQuestions', { count: newQuestions })}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
