import { useState } from 'react';
import { notReadyStyle, scriptOnly, withoutScriptsOnly, type useNotReady } from '@careers/shared/ui';
import { linkButtonStyles, tokens } from '../fields/styles';
import { useFormText } from '../engine/useFormText';
import { skillChipCss } from './skillChipCss';

/**
 * The skill selector's chosen skills, each with its remove button. Beyond `threshold` the list collapses behind
 * '+N' and expands until 'Show fewer'; without scripts the toggle is not drawn and every chosen skill shows.
 */
export function ChosenSkills({ skills, threshold, disabled, notReady, onRemove }: { skills: string[]; threshold: number; disabled?: boolean; notReady: ReturnType<typeof useNotReady>; onRemove: (skill: string) => void }) {
  const text = useFormText();
  const [expanded, setExpanded] = useState(false);
  if (skills.length === 0) return null;
  const collapsed = !expanded && skills.length > threshold;
  return (
    <ul aria-label={text('forms.skills.selected')} css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: tokens(theme).spacing.xs, listStyle: 'none', margin: `${tokens(theme).spacing.sm}px 0 0`, padding: 0 })}>
      {skills.map((skill, index) => (
        // Beyond the threshold a collapsed chip is drawn still, shown only where no script runs: there the
        // '+N' toggle is not drawn (it could never act), so every chosen skill shows instead.
        <li key={skill} css={[skillChipCss, collapsed && index >= threshold && withoutScriptsOnly('inline-flex')]}>
          <span>{skill}</span>
          <button
            type="button"
            disabled={disabled}
            aria-label={text('forms.skills.remove', { skill })}
            onClick={() => onRemove(skill)}
            css={[(theme) => ({ ...linkButtonStyles(theme), textDecoration: 'none' }), notReadyStyle, scriptOnly]}
            {...notReady}
          >
            ×
          </button>
        </li>
      ))}
      {skills.length > threshold && (
        // The script's, like adding and removing: not drawn without scripts (its item neither, or an empty item
        // would take a gap in the row), waiting words before the takeover.
        <li css={scriptOnly}>
          <button
            type="button"
            // '+3' alone says nothing to a screen reader.
            aria-label={collapsed ? text('forms.showMoreLabel', { count: skills.length - threshold }) : undefined}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            css={[(theme) => ({ ...linkButtonStyles(theme), minHeight: 32 }), notReadyStyle]}
            {...notReady}
          >
            {collapsed ? text('forms.showMore', { count: skills.length - threshold }) : text('forms.showFewer')}
          </button>
        </li>
      )}
    </ul>
  );
}
