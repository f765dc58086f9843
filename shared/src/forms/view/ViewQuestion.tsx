import { useField } from 'react-final-form';
import type { FormItem } from '../rules/types';
import { fieldId } from '../engine/fieldId';
import { useFormToolkit } from '../engine/FormToolkitContext';
import { ReadOnlyBox, showsInReadOnlyBox } from './ReadOnlyBox';
import { ViewAnswer } from './ViewAnswer';
import { viewLabelCss, viewWrapperCss } from './viewQuestionStyles';

/** One question's answer, read-only (spec §3: text-like types show as read-only text boxes). */
export function ViewQuestion({ item, name }: { item: FormItem; name: string }) {
  const toolkit = useFormToolkit();
  const { input } = useField(name, { subscription: { value: true }, format: (value: unknown) => value });
  const value: unknown = input.value;
  const id = fieldId(toolkit.idPrefix, name);
  if (showsInReadOnlyBox(item)) return <ReadOnlyBox item={item} name={name} id={id} value={value} />;
  const labelId = `${id}-label`;
  return (
    <div data-field={name} role="group" aria-labelledby={labelId} css={viewWrapperCss(item)}>
      <span id={labelId} css={viewLabelCss}>
        {item.label}
      </span>
      <div>
        <ViewAnswer item={item} name={name} value={value} />
      </div>
    </div>
  );
}
