import { notReadyStyle, scriptOnly, type useNotReady } from '@careers/shared/ui';
import { listFieldName } from '../rules/values';
import { entryNameResolver } from '../rules/visibility';
import { linkButtonStyles, questionGridStyles, tokens } from '../fields/styles';
import { useFormText } from '../engine/useFormText';
import { QuestionField } from '../fields/QuestionField';
import type { FormItem } from '../rules/types';

interface ListEntryProps {
  /** The dynamic list, named as the form names it. */
  list: FormItem & { name: string };
  index: number;
  /** Remove is offered (above the list's minimum, not disabled). */
  canRemove: boolean;
  notReady: ReturnType<typeof useNotReady>;
  onRemove: () => void;
}

/** One entry of a dynamic list: its title, its questions (`list[i].field`) and, when allowed, Remove. */
export function ListEntry({ list, index, canRemove, notReady, onRemove }: ListEntryProps) {
  const text = useFormText();
  const title = text('forms.entryTitle', { label: list.label, index: index + 1 });
  return (
    <fieldset
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
      <div css={questionGridStyles}>
        {(list.items ?? []).map((field) => (
          <QuestionField key={field.name} item={field} name={listFieldName(list.name, index, field.name)} resolveName={entryNameResolver(list, index)} />
        ))}
      </div>
      {canRemove && (
        <button
          type="button"
          aria-label={text('forms.removeEntry', { entry: title })}
          css={[(theme) => ({ ...linkButtonStyles(theme), marginTop: tokens(theme).spacing.sm }), notReadyStyle, scriptOnly]}
          {...notReady}
          onClick={onRemove}
        >
          {text('forms.remove')}
        </button>
      )}
    </fieldset>
  );
}
