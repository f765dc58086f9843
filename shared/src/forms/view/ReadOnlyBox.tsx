import type { FormItem } from '../rules/types';
import { isEmptyValue } from '../rules/isEmptyValue';
import { isPhoneValue } from '../rules/phone';
import { useFormText } from '../engine/useFormText';
import { controlStyles } from '../fields/styles';
import { viewLabelCss, viewWrapperCss } from './viewQuestionStyles';

const READ_ONLY_BOX = new Set(['text', 'textarea', 'number', 'ssn', 'sin', 'phone', 'date']);

/** Spec §3: text-like question types show their answer in a read-only text box. */
export const showsInReadOnlyBox = (item: FormItem) => READ_ONLY_BOX.has(item.type);

function boxText(item: FormItem, value: unknown): string {
  if (isEmptyValue(value)) return '';
  if (item.type === 'phone' && isPhoneValue(value)) return `${value.callingCode} ${value.number}`.trim();
  return String(value);
}

/** A text-like answer, read-only, in a box like the one it was typed into (its label names it). */
export function ReadOnlyBox({ item, name, id, value }: { item: FormItem; name: string; id: string; value: unknown }) {
  const text = useFormText();
  const shown = boxText(item, value);
  return (
    <div data-field={name} css={viewWrapperCss(item)}>
      <label htmlFor={id} css={viewLabelCss}>
        {item.label}
      </label>
      {item.type === 'textarea' ? (
        <textarea id={id} readOnly value={shown} rows={Math.min(8, Math.max(2, shown.split('\n').length))} css={(theme) => ({ ...controlStyles(theme), resize: 'vertical' })} />
      ) : (
        <input id={id} type="text" readOnly value={shown} placeholder={shown ? undefined : text('forms.notAnswered')} css={(theme) => controlStyles(theme)} />
      )}
    </div>
  );
}
