import { useRef } from 'react';
import { buttonStyles, notReadyStyle, scriptOnly, useNotReady } from '@careers/shared/ui';
import { tokens } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';
import { useFormText } from '../engine/useFormText';
import { useQuestionMode } from '../engine/FormToolkitContext';
import { useValueCorrection } from '../engine/useValueCorrection';
import { ListEntry } from './ListEntry';
import { useFocusNewEntry } from './useFocusNewEntry';
import type { FormItem } from '../rules/types';

type Entry = Record<string, unknown>;

function countRule(item: FormItem, type: 'minLength' | 'maxLength'): number | undefined {
  const value = item.rules?.find((rule) => rule.type === type)?.value;
  const count = value === undefined ? NaN : Number(value);
  return Number.isFinite(count) ? count : undefined;
}

/**
 * dynamicList questions: repeated groups of fields named `list[i].field`. The add button hides at the
 * maximum, remove hides at or below the minimum, and a list with a minimum starts with one empty entry.
 */
export function DynamicList({ item, name, value, onChange, onBlur, disabled }: WidgetProps<Entry[]>) {
  const text = useFormText();
  const mode = useQuestionMode();
  const entries = Array.isArray(value) ? value : [];
  const min = countRule(item, 'minLength');
  const max = countRule(item, 'maxLength');
  const listRef = useRef<HTMLDivElement>(null);
  const list = { ...item, name };
  // Adding and removing entries are the script's: without scripts they are not drawn (the house rule the dashboard
  // and the form's footer follow; user trial s18 met them as dead Tab stops), before the takeover they say why they wait.
  const notReady = useNotReady(text('forms.notReady'));

  useValueCorrection(() => {
    if (mode === 'edit' && min !== undefined && min > 0 && entries.length === 0) onChange([{ ...item.itemDefaultValue }]);
  }, [entries.length === 0]);

  // After "Add" by keyboard, the new entry's first field takes focus so keyboard users land where they are
  // needed. A mouse user keeps focus on Add: focusing an empty required field there would, on the next
  // click of Add, blur it, show its error, push Add down and lose that click.
  const focusEntry = useFocusNewEntry(listRef, entries.length);

  const canAdd = !disabled && (max === undefined || entries.length < max);
  const canRemove = !disabled && entries.length > (min ?? 0);

  return (
    <div ref={listRef} css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: tokens(theme).spacing.md })}>
      {entries.map((_, index) => (
        <ListEntry
          key={index}
          list={list}
          index={index}
          canRemove={canRemove}
          notReady={notReady}
          onRemove={() => {
            onChange(entries.filter((_, other) => other !== index));
            onBlur();
          }}
        />
      ))}
      {canAdd && (
        <div css={scriptOnly}>
          {/* A tag, not <Button css=…>: see TakeoverButton for why (one style fewer compiled at the takeover). */}
          <button
            type="button"
            css={(theme) => [buttonStyles(theme, 'secondary'), notReadyStyle(theme)]}
            {...notReady}
            onClick={(event) => {
              // detail 0: pressed with Enter or Space. When Add goes away (maximum reached), focus moves on anyway.
              const byKeyboard = event.detail === 0;
              const lastAllowed = max !== undefined && entries.length + 1 >= max;
              focusEntry(byKeyboard || lastAllowed ? entries.length : null);
              onChange([...entries, { ...item.itemDefaultValue }]);
            }}
          >
            <span aria-hidden="true">+</span>
            {item.addButtonText ?? text('forms.addItem')}
          </button>
        </div>
      )}
    </div>
  );
}
