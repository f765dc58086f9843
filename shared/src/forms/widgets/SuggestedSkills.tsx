import { notReadyStyle, scriptOnly, type useNotReady } from '@careers/shared/ui';
import { tokens } from '../fields/styles';
import { useFormText } from '../engine/useFormText';
import { skillChipCss } from './skillChipCss';

/** The skill selector's suggestions not chosen yet, each added with one press; nothing when none is left. */
export function SuggestedSkills({ suggestions, disabled, notReady, onAdd }: { suggestions: string[]; disabled?: boolean; notReady: ReturnType<typeof useNotReady>; onAdd: (skill: string) => void }) {
  const text = useFormText();
  if (suggestions.length === 0) return null;
  return (
    // The whole block: suggestions are only there to be added, which needs the script.
    <div css={[(theme) => ({ marginTop: tokens(theme).spacing.sm }), scriptOnly]}>
      <p css={(theme) => ({ margin: `0 0 ${tokens(theme).spacing.xs}px`, fontSize: tokens(theme).typography.size.sm })}>{text('forms.skills.suggested')}</p>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: tokens(theme).spacing.xs })}>
        {suggestions.map((skill) => (
          <button
            key={skill}
            type="button"
            disabled={disabled}
            aria-label={text('forms.skills.add', { skill })}
            onClick={() => onAdd(skill)}
            css={[(theme) => ({ ...skillChipCss(theme), cursor: 'pointer', font: 'inherit' }), notReadyStyle]}
            {...notReady}
          >
            + {skill}
          </button>
        ))}
      </div>
    </div>
  );
}
