import { useEffect, useRef } from 'react';
import { focusableElements } from '@careers/shared/a11y';
import { buttonStyles, notReadyStyle, scriptOnly, useNotReady } from '@careers/shared/ui';
import { listFieldName } from '../rules/values';
import { entryNameResolver } from '../rules/visibility';
import { linkButtonStyles, tokens } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';
import { useFormText } from '../engine/useFormText';
import { useQuestionMode } from '../engine/FormToolkitContext';
import { useValueCorrection } from '../engine/useValueCorrection';
import { QuestionField } from '../fields/QuestionField';
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
  const focusEntry = useRef<number | null>(null);
  const list = { ...item, name };
  // Adding and removing entries are the script's: without scripts they are not drawn (the house rule the dashboard
  // and the form's footer follow; user trial s18 met them as dead Tab stops), before the takeover they say why they wait.
  const notReady = useNotReady(text('forms.notReady'));

  useValueCorrection(() => {
    if (mode === 'edit' && min !== undefined && min > 0 && entries.length === 0) onChange([{ ...item.itemDefaultValue }]);
  }, [entries.length === 0]);

  useEffect(() => {
    // After "Add" by keyboard, the new entry's first field takes focus so keyboard users land where they are
    // needed. A mouse user keeps focus on Add: focusing an empty required field there would, on the next
    // click of Add, blur it, show its error, push Add down and lose that click.
    const index = focusEntry.current;
    if (index === null) return;
    focusEntry.current = null;
    const entry = listRef.current?.querySelector<HTMLElement>(`[data-entry="${index}"]`);
    if (entry) focusableElements(entry)[0]?.focus();
  }, [entries.length]);

  const canAdd = !disabled && (max === undefined || entries.length < max);
  const canRemove = !disabled && entries.length > (min ?? 0);

  return (
    <div ref={listRef} css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: tokens(theme).spacing.md })}>
      {entries.map((_, index) => {
        const title = text('forms.entryTitle', { label: item.label, index: index + 1 });
        return (
          <fieldset
            key={index}
            data-entry={index}
            css={(theme) => ({
              margin: 0,
              padding: tokens(theme).spacing.md,
              border: `1px solid ${tokens(theme).colors.border}`,
              borderRadius: tokens(theme).radii.md,
              minWidth: 0,
            })}
          >
            <legend css={(theme) => ({ padding: `0 ${tokens(theme).spacing.xs}px`, fontWeight: tokens(theme).typography.weight.medium })}>{title}</legend>
            <div
              css={(theme) => ({
                display: 'grid',
                gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                gap: tokens(theme).spacing.md,
                // One column on phones, like the sections around it.
                [tokens(theme).mq.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
              })}
            >
              {(item.items ?? []).map((field) => (
                <QuestionField key={field.name} item={field} name={listFieldName(name, index, field.name)} resolveName={entryNameResolver(list, index)} />
              ))}
            </div>
            {canRemove && (
              <button
                type="button"
                aria-label={text('forms.removeEntry', { entry: title })}
                css={[(theme) => ({ ...linkButtonStyles(theme), marginTop: tokens(theme).spacing.sm }), notReadyStyle, scriptOnly]}
                {...notReady}
                onClick={() => {
                  onChange(entries.filter((_, other) => other !== index));
                  onBlur();
                }}
              >
                {text('forms.remove')}
              </button>
            )}
          </fieldset>
        );
      })}
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
              focusEntry.current = byKeyboard || lastAllowed ? entries.length : null;
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
