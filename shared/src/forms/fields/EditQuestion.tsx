import { Suspense, useCallback, useSyncExternalStore } from 'react';
import { useField, useForm } from 'react-final-form';
import type { FieldInputProps, FieldMetaState } from 'react-final-form';
import { isEmptyValue } from '../rules/isEmptyValue';
import { isItemRequired, validateItem } from '../rules/validateItem';
import { readValue } from '../rules/values';
import type { FormItem, FormValues } from '../rules/types';
import { fieldId } from '../engine/fieldId';
import { listErrorName } from '../engine/listErrorName';
import { useFormToolkit } from '../engine/FormToolkitContext';
import { useFormText } from '../engine/useFormText';
import { DrawnAnswers } from './DrawnAnswers';
import { describedByFor, FieldShell } from './FieldShell';
import { controlStyles } from './styles';
import { GROUP_TYPES, LAZY_TYPES, widgetFor } from './widgetFor';
import type { FieldStatus, WidgetProps } from './WidgetProps';

const SUBSCRIPTION = { value: true, error: true, touched: true, dirty: true };
const VALUE_ONLY = { value: true, touched: true, dirty: true };
const ERROR_ONLY = { error: true };
// Widgets receive values as stored (undefined stays undefined) instead of react-final-form's '' default.
const keep = (value: unknown) => value;

interface QuestionProps {
  item: FormItem;
  name: string;
  resolveName: (dependency: string) => string;
}

function useExternalError(name: string): string | undefined {
  const { external } = useFormToolkit();
  const get = useCallback(() => external.get(name), [external, name]);
  return useSyncExternalStore(external.subscribe, get, get);
}

function useValidator(item: FormItem, read: (value: unknown, allValues: FormValues) => unknown) {
  const { customValidators } = useFormToolkit();
  return useCallback(
    (value: unknown, allValues: object) => validateItem(item, read(value, allValues as FormValues), allValues as FormValues, { customValidators }),
    [item, customValidators, read],
  );
}

const ownValue = (value: unknown) => value;

/**
 * One question in edit mode: registers the field with its validator, works out the status (error,
 * highlight, none) and wires label, description, help and error to the widget.
 */
export function EditQuestion(props: QuestionProps) {
  return props.item.type === 'dynamicList' ? <EditListQuestion {...props} /> : <EditSingleQuestion {...props} />;
}

function EditSingleQuestion({ item, name, resolveName }: QuestionProps) {
  const validate = useValidator(item, ownValue);
  const { input, meta } = useField(name, { validate, subscription: SUBSCRIPTION, format: keep });
  return <QuestionShell item={item} name={name} resolveName={resolveName} input={input} meta={meta} validationError={meta.error} />;
}

function EditListQuestion({ item, name, resolveName }: QuestionProps) {
  const readList = useCallback((_value: unknown, allValues: FormValues) => readValue(allValues, name) ?? [], [name]);
  const validate = useValidator(item, readList);
  const { input, meta } = useField(name, { subscription: VALUE_ONLY, format: keep });
  const { meta: countMeta } = useField(listErrorName(name), { validate, subscription: ERROR_ONLY });
  return <QuestionShell item={item} name={name} resolveName={resolveName} input={input} meta={meta} validationError={countMeta.error} />;
}

function QuestionShell({
  item,
  name,
  resolveName,
  input,
  meta,
  validationError,
}: QuestionProps & { input: FieldInputProps<unknown>; meta: FieldMetaState<unknown>; validationError: unknown }) {
  const toolkit = useFormToolkit();
  const form = useForm<FormValues>();
  const text = useFormText();
  const external = useExternalError(name);
  // Validation errors show once the field was left (or a submit tried); external ones until it changes.
  const shownValidation = (meta.touched || toolkit.submitAttempted) && validationError ? String(validationError) : undefined;
  const error = shownValidation ?? external;
  const id = fieldId(toolkit.idPrefix, name);
  const required = isItemRequired(item);
  const status: FieldStatus = error
    ? 'error'
    : toolkit.highlightInitialValues && !meta.dirty && !isEmptyValue(input.value)
      ? 'highlight'
      : 'none';
  const Widget = widgetFor(item.type);
  if (!Widget) return null;
  const group = GROUP_TYPES.has(item.type);
  const props: WidgetProps = {
    item,
    name,
    id,
    value: input.value,
    onChange: (value) => {
      toolkit.external.clear(name);
      input.onChange(value);
      // Validation runs on blur; but once an error shows, it is checked again as the candidate types the
      // fix. Otherwise it would vanish only on the blur of the next click, moving everything below it up
      // under the pointer: a click on the submit button would land beside it and be lost.
      // Blurring this field (already touched, or a submit was tried) runs the validators without showing
      // any other field's error early.
      if (shownValidation !== undefined) form.blur(name);
    },
    onBlur: () => input.onBlur(),
    onFocus: () => input.onFocus(),
    disabled: item.disabled === true,
    required,
    invalid: error !== undefined,
    // A group's fieldset carries description, help and error (FieldShell); its controls repeating them
    // would have them read twice.
    describedBy: group ? undefined : describedByFor(item, id, error),
    status,
    resolveName,
  };
  return (
    <FieldShell item={item} name={name} id={id} required={required} error={error} status={status} group={group} ownLabel={item.type === 'checkboxItem'}>
      {/* DrawnAnswers beside the widget mounts in the commit that hydrates it (a lazy one's comes with its code). */}
      {LAZY_TYPES.has(item.type) ? (
        <Suspense fallback={<div aria-busy="true" css={(theme) => controlStyles(theme)}>{text('forms.loading')}</div>}>
          <Widget {...props} />
          <DrawnAnswers id={id} />
        </Suspense>
      ) : (
        <>
          <Widget {...props} />
          <DrawnAnswers id={id} />
        </>
      )}
    </FieldShell>
  );
}
