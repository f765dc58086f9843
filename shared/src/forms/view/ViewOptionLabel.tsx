import { useSelectOptions } from '../data/useSelectOptions';
import { useFormText } from '../engine/useFormText';
import { useWatchedValue } from '../engine/useWatchedValue';
import type { FormItem } from '../rules/types';

/** The labels of chosen options (loading the options when they come from an endpoint). */
export function ViewOptionLabel({ item, value }: { item: FormItem; value: unknown }) {
  const text = useFormText();
  const parentValue = useWatchedValue(item.dependencies?.[0]);
  const { options } = useSelectOptions(item, parentValue, text('forms.notApplicable'));
  const chosen = (Array.isArray(value) ? value : [value]).map(String);
  const labelOf = (choice: string) => options?.find((option) => option.value === choice)?.label ?? choice;
  return <>{chosen.map(labelOf).join(', ')}</>;
}
