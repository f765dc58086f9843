import { listFieldName } from '../rules/values';
import { entryNameResolver } from '../rules/visibility';
import type { FormItem } from '../rules/types';
import { useFormText } from '../engine/useFormText';
import { tokens } from '../fields/styles';
import { QuestionField } from '../fields/QuestionField';
import { NotAnswered } from './NotAnswered';

/** A dynamic list's entries, read-only: one titled box per entry with its questions (they draw in view mode). */
export function ViewListEntries({ item, name, value }: { item: FormItem; name: string; value: unknown }) {
  const text = useFormText();
  const entries = Array.isArray(value) ? value : [];
  if (!entries.length) return <NotAnswered />;
  const list = { ...item, name };
  return entries.map((_, index) => (
    <fieldset key={index} css={(theme) => ({ margin: `0 0 ${tokens(theme).spacing.sm}px`, padding: tokens(theme).spacing.md, border: `1px solid ${tokens(theme).colors.border}`, borderRadius: tokens(theme).radii.md, minWidth: 0 })}>
      <legend>{text('forms.entryTitle', { label: item.label, index: index + 1 })}</legend>
      <div css={(theme) => ({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens(theme).spacing.md })}>
        {(item.items ?? []).map((field) => (
          <QuestionField key={field.name} item={field} name={listFieldName(name, index, field.name)} resolveName={entryNameResolver(list, index)} />
        ))}
      </div>
    </fieldset>
  ));
}
