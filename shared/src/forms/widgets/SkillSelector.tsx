import { useMemo, useState } from 'react';
import { Combobox, useChosenItems } from '@careers/shared/combobox';
import { scriptOnly, useNotReady } from '@careers/shared/ui';
import { controlStyles } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';
import { useFormText } from '../engine/useFormText';
import { useFormToolkit } from '../engine/FormToolkitContext';
import { useSkillSearch } from './useSkillSearch';
import { SuggestedSkills } from './SuggestedSkills';
import { ChosenSkills } from './ChosenSkills';

/** Spec §9: the chosen skills collapse beyond 10. */
const SKILL_COLLAPSE_THRESHOLD = 10;

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
  const threshold = item.showMoreThreshold ?? SKILL_COLLAPSE_THRESHOLD;
  // Adding and removing are the script's: without scripts they are not drawn (the house rule the dashboard and the
  // form's footer follow; user trial s18 met 20 dead Tab stops here), before the takeover they say why they wait.
  const notReady = useNotReady(text('forms.notReady'));
  const has = (skill: string) => skills.some((chosen) => chosen.toLowerCase() === skill.toLowerCase());
  const chosen = useChosenItems(skills, (next) => {
    onChange(next.length ? next : undefined);
    onBlur();
  });

  const { results, clear } = useSkillSearch(query, skillSearch, has);
  const options = useMemo(() => results.map((skill) => ({ id: skill, label: skill })), [results]);

  const add = (skill: string) => {
    const clean = skill.trim();
    if (clean && !has(clean)) chosen.add(clean);
    else onBlur();
    setQuery('');
    clear();
  };

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

      <SuggestedSkills suggestions={suggestions} disabled={disabled} notReady={notReady} onAdd={add} />
      <ChosenSkills skills={skills} threshold={threshold} disabled={disabled} notReady={notReady} onRemove={chosen.remove} />
    </div>
  );
}
