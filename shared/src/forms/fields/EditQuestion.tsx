import { memo, Suspense, useCallback, useSyncExternalStore } from 'react';
import { useField, useForm } from 'react-final-form';
import type { FieldInputProps } from 'react-final-form';
import { useI18n } from '@careers/shared/i18n';
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
  // The toolkit's own messages in the page's language; a form author's own stay as written.
  const { locale } = useI18n();
  return useCallback(
    (value: unknown, allValues: object) => validateItem(item, read(value, allValues as FormValues), allValues as FormValues, { customValidators, locale }),
    [item, customValidators, read, locale],
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
  const shownValidation = useShownValidation(meta.touched, meta.error);
  return <QuestionShell item={item} name={name} resolveName={resolveName} {...fieldProps(input)} dirty={meta.dirty} shownValidation={shownValidation} />;
}

function EditListQuestion({ item, name, resolveName }: QuestionProps) {
  const readList = useCallback((_value: unknown, allValues: FormValues) => readValue(allValues, name) ?? [], [name]);
  const validate = useValidator(item, readList);
  const { input, meta } = useField(name, { subscription: VALUE_ONLY, format: keep });
  const { meta: countMeta } = useField(listErrorName(name), { validate, subscription: ERROR_ONLY });
  const shownValidation = useShownValidation(meta.touched, countMeta.error);
  return <QuestionShell item={item} name={name} resolveName={resolveName} {...fieldProps(input)} dirty={meta.dirty} shownValidation={shownValidation} />;
}

/** Validation errors show once the field was left (or a submit tried). */
function useShownValidation(touched: boolean | undefined, validationError: unknown): string | undefined {
  const { submitAttempted } = useFormToolkit();
  return (touched || submitAttempted) && validationError ? String(validationError) : undefined;
}

// The field's value and its handlers (react-final-form keeps the same handlers for the field's life), as the props of
// the question's drawing: its input object is new on every render, and would redraw the question with it.
const fieldProps = ({ value, onChange, onBlur, onFocus }: FieldInputProps<unknown>) => ({ value, onChange, onBlur, onFocus });

interface ShellProps extends QuestionProps, ReturnType<typeof fieldProps> {
  dirty: boolean | undefined;
  shownValidation: string | undefined;
}

/**
 * The question as drawn: label, widget, status. Memoised on what it shows (issue 27): right after the takeover of a
 * server-drawn form each field's first notification from react-final-form redraws its Edit… component (the state it
 * starts with differs in shape from the one notified, and the validator's first error arrives), and every question
 * redrawn with it was a long task on a phone. Only a change of value, dirtiness or shown error draws it again.
 */
const QuestionShell = memo(function QuestionShell({ item, name, resolveName, value, onChange, onBlur, onFocus, dirty, shownValidation }: ShellProps) {
  const toolkit = useFormToolkit();
  const form = useForm<FormValues>();
  const text = useFormText();
  const external = useExternalError(name);
  // External errors show until the field changes.
  const error = shownValidation ?? external;
  const id = fieldId(toolkit.idPrefix, name);
  const required = isItemRequired(item);
  const status: FieldStatus = error
    ? 'error'
    : toolkit.highlightInitialValues && !dirty && !isEmptyValue(value)
      ? 'highlight'
      : 'none';
  const Widget = widgetFor(item.type);
  if (!Widget) return null;
  const group = GROUP_TYPES.has(item.type);
  const props: WidgetProps = {
    item,
    name,
    id,
    value,
    onChange: (next) => {
      toolkit.external.clear(name);
      onChange(next);
      // Validation runs on blur; but once an error shows, it is checked again as the candidate types the
      // fix. Otherwise it would vanish only on the blur of the next click, moving everything below it up
      // under the pointer: a click on the submit button would land beside it and be lost.
      // Blurring this field (already touched, or a submit was tried) runs the validators without showing
      // any other field's error early.
      if (shownValidation !== undefined) form.blur(name);
    },
    onBlur: () => onBlur(),
    onFocus: () => onFocus(),
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
});
