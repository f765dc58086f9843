import { useEffect, useMemo, useState } from 'react';
import { Combobox, useChosenItems } from '@careers/shared/combobox';
import { notReadyStyle, scriptOnly, useNotReady, withoutScriptsOnly } from '@careers/shared/ui';
import { controlStyles, linkButtonStyles, tokens } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';
import { useFormText } from '../engine/useFormText';
import { useFormToolkit } from '../engine/FormToolkitContext';

/** Spec §9: the chosen skills collapse beyond 10. */
const SKILL_COLLAPSE_THRESHOLD = 10;
const SEARCH_DEBOUNCE_MS = 300;

const chipCss = (theme: Parameters<typeof tokens>[0]) => {
  const { colors, radii, spacing } = tokens(theme);
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: spacing.xs,
    padding: `${spacing.xs}px ${spacing.sm}px`,
    border: `1px solid ${colors.border}`,
    borderRadius: radii.pill,
    background: colors.surface,
  } as const;
};

/**
 * skillSelector questions: a list of skill strings. Typing searches through the supplied `skillSearch`
 * function (Enter adds the highlighted result, or the typed text); suggested skills add with one click.
 * Beyond the threshold the list collapses behind '+N' and expands until 'Show fewer'; without scripts the toggle is
 * not drawn and every chosen skill shows.
 */
export function SkillSelector({ item, name, id, value, onChange, onBlur, onFocus, disabled, required, invalid, describedBy, status }: WidgetProps<string[]>) {
  const text = useFormText();
  const { skillSearch } = useFormToolkit();
  const skills = Array.isArray(value) ? value : [];
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<string[]>([]);
  const [expanded, setExpanded] = useState(false);
  const threshold = item.showMoreThreshold ?? SKILL_COLLAPSE_THRESHOLD;
  // Adding and removing are the script's: without scripts they are not drawn (the house rule the dashboard and the
  // form's footer follow; user trial s18 met 20 dead Tab stops here), before the takeover they say why they wait.
  const notReady = useNotReady(text('forms.notReady'));
  const has = (skill: string) => skills.some((chosen) => chosen.toLowerCase() === skill.toLowerCase());
  const chosen = useChosenItems(skills, (next) => {
    onChange(next.length ? next : undefined);
    onBlur();
  });

  useEffect(() => {
    const typed = query.trim();
    if (!typed || !skillSearch) {
      setResults([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      skillSearch(typed)
        .then((found) => {
          if (current) setResults(found.filter((skill) => !has(skill)));
        })
        .catch(() => {
          if (current) setResults([]);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, skillSearch]);
  const options = useMemo(() => results.map((skill) => ({ id: skill, label: skill })), [results]);

  const add = (skill: string) => {
    const clean = skill.trim();
    if (clean && !has(clean)) chosen.add(clean);
    else onBlur();
    setQuery('');
    setResults([]);
  };

  const collapsed = !expanded && skills.length > threshold;
  const suggestions = (item.suggestedSkills ?? []).filter((skill) => !has(skill));

  return (
    <div>
      {/* The search adds a skill only through the script (its suggestions, Enter): without scripts it took typing
          and nothing came of it (user trial s19). Not drawn there; the chosen skills below still show. */}
      <Combobox
        css={scriptOnly}
        id={id}
        listLabel={text('forms.skills.search')}
        value={query}
        onChange={setQuery}
        options={options}
        onPick={(option) => add(option.label)}
        onEnter={() => query.trim() && add(query)}
        inputProps={{
          ...chosen.boxProps,
          name,
          placeholder: item.placeholder ?? text('forms.skills.search'),
          disabled,
          'aria-label': item.ariaLabel,
          'aria-required': required || undefined,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          onFocus: () => onFocus(),
          onBlur: () => onBlur(),
        }}
        inputCss={(theme) => controlStyles(theme, status)}
      />

      {suggestions.length > 0 && (
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
                onClick={() => add(skill)}
                css={[(theme) => ({ ...chipCss(theme), cursor: 'pointer', font: 'inherit' }), notReadyStyle]}
                {...notReady}
              >
                + {skill}
              </button>
            ))}
          </div>
        </div>
      )}

      {skills.length > 0 && (
        <ul aria-label={text('forms.skills.selected')} css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: tokens(theme).spacing.xs, listStyle: 'none', margin: `${tokens(theme).spacing.sm}px 0 0`, padding: 0 })}>
          {skills.map((skill, index) => (
            // Beyond the threshold a collapsed chip is drawn still, shown only where no script runs: there the
            // '+N' toggle is not drawn (it could never act), so every chosen skill shows instead.
            <li key={skill} css={[chipCss, collapsed && index >= threshold && withoutScriptsOnly('inline-flex')]}>
              <span>{skill}</span>
              <button
                type="button"
                disabled={disabled}
                aria-label={text('forms.skills.remove', { skill })}
                onClick={() => chosen.remove(skill)}
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
      )}
    </div>
  );
}
