import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { CustomValidator, FormDefinition, FormItem, FormValues } from './rules/types';
import { flattenValues, nestValues } from './rules/values';
import { withoutFilesInFlight } from './rules/files';
import { pruneHiddenValues } from './rules/visibility';
import { createDirtyTracker } from './engine/createDirtyTracker';
import { createExternalErrors } from './engine/createExternalErrors';
import { createVisibilityStore } from './engine/createVisibilityStore';
import type { FormMode, ProfileFile } from './engine/FormToolkitContext';
import { useToolkitValue } from './engine/useToolkitValue';
import { useFormBodyRender } from './useFormBodyRender';

export interface FormRendererProps {
  definition: FormDefinition;
  /** Answers to start from, flat (`list[0].field` keys, as the server sends them) or nested. */
  initialValues?: FormValues;
  /** 'edit' (default) or 'view' (read-only answers, no footer buttons unless `footerActions`). */
  mode?: FormMode;
  /**
   * Called with the visible answers, flat, once every field is valid. A returned object is per-field errors
   * (e.g. a 422's `error.fields`), shown under the fields until they change. Reject when the answers were
   * not sent (the page says why), so they still count as unsaved.
   */
  onSubmit?: (values: FormValues) => Promise<void | Record<string, string>>;
  /** Shows 'Save draft': called with the answers as they are, without validation. Reject when not saved. */
  onSave?: (values: FormValues) => void | Promise<void>;
  /**
   * Told when the candidate's answers start or stop differing from those loaded, saved or sent (e.g. to
   * warn before leaving the page). Values the widgets fill in by themselves do not count.
   */
  onDirtyChange?: (dirty: boolean) => void;
  /** Per-field errors from outside the form, shown until the field changes. */
  externalErrors?: Record<string, string>;
  /** Tints answers that still hold their initial value (a candidate reviewing pre-filled data). */
  highlightInitialValues?: boolean;
  submitLabel?: string;
  saveLabel?: string;
  /** Skill search of skillSelector questions. */
  skillSearch?: (query: string) => Promise<string[]>;
  /** Files of the candidate's profile offered as answers to file questions, by question name (e.g. resumes for 'resume'). */
  profileFiles?: Record<string, readonly ProfileFile[]>;
  /** Validators that items name in `customValidator`. */
  customValidators?: Record<string, CustomValidator>;
  /** Extra buttons in the footer bar, before Save and Submit (e.g. Cancel). */
  footerActions?: ReactNode;
  /** Country of phone questions until one is chosen; else `window.phoneDefaultCountry`, else 'US'. */
  defaultPhoneCountry?: string;
  /**
   * Answers of select questions' option endpoints the page already holds (`{ data: { options } }` by the endpoint's
   * address, '{{parentValue}}' filled): those selects show them at once, without asking (the server drew them so).
   */
  optionLists?: Readonly<Record<string, unknown>>;
  /** An e-sign question was signed / declined in its frame. */
  onSign?: (item: FormItem, data: unknown) => void;
  onReject?: (item: FormItem, data: unknown) => void;
  /** Receives events worth logging (e.g. to /vslog); console.warn by default. */
  onLog?: (event: string, data: Record<string, unknown>) => void;
  /** Level of the form title (sections one below); 2 by default. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The page shows the form's title (and HTML description) itself, e.g. as its h1: the toolkit draws
   * neither, names the form with an aria-label, and its sections take `headingLevel`.
   */
  hideTitle?: boolean;
}

// A page re-rendering with equal but new initial values must not reset what the candidate typed.
const sameValues = (a?: Record<string, unknown>, b?: Record<string, unknown>) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/**
 * Renders a form definition (spec §2 "Form toolkit layouts", §4, §5): every question type in edit or view
 * mode, in the definition's layout, validating on blur and focusing the first error on submit.
 * @example <FormRenderer definition={form} initialValues={values} onSubmit={submit} onSave={saveDraft} />
 */
export function FormRenderer({
  definition,
  initialValues,
  mode = 'edit',
  onSubmit,
  onSave,
  externalErrors,
  highlightInitialValues = false,
  submitLabel,
  saveLabel,
  skillSearch,
  profileFiles,
  customValidators,
  footerActions,
  defaultPhoneCountry,
  optionLists,
  onSign,
  onReject,
  onLog,
  onDirtyChange,
  headingLevel = 2,
  hideTitle = false,
}: FormRendererProps) {
  const nestedInitial = useMemo(() => nestValues(definition, initialValues ?? {}), [definition, initialValues]);
  const visibility = useMemo(
    () => createVisibilityStore(definition, nestedInitial, { clearHidden: mode === 'edit' }),
    // A new store only for a new definition or mode; new initial values reach it through the form.
    [definition, mode],
  );
  const [external] = useState(() => createExternalErrors(externalErrors));
  useEffect(() => external.setAll(externalErrors), [external, externalErrors]);
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [focusErrorRequest, setFocusErrorRequest] = useState(0);
  const requestErrorFocus = useCallback(() => setFocusErrorRequest((count) => count + 1), []);
  const dirtyListener = useRef(onDirtyChange);
  dirtyListener.current = onDirtyChange;
  const [dirty] = useState(() => createDirtyTracker((isDirty) => dirtyListener.current?.(isDirty)));
  const log = useCallback(
    (event: string, data: Record<string, unknown>) => (onLog ? onLog(event, data) : console.warn(`[forms] ${event}`, data)),
    [onLog],
  );
  const toolkit = useToolkitValue({ definition, mode, highlightInitialValues, submitAttempted, visibility, external, customValidators, skillSearch, profileFiles, defaultPhoneCountry, optionLists, onSign, onReject, log, dirty });

  // What leaves the form: visible answers only, dynamic lists flat (`list[i].field`), and files only once
  // stored (a draft saved while one is on its way keeps the others; submitting waits: the rules say so).
  const outgoing = useCallback((values: FormValues) => withoutFilesInFlight(flattenValues(definition, pruneHiddenValues(definition, values))), [definition]);

  const submit = useCallback(
    async (values: FormValues) => {
      const errors = await onSubmit?.(outgoing(values));
      if (errors && Object.keys(errors).length > 0) {
        external.setAll(errors);
        requestErrorFocus();
      } else {
        dirty.reset(values);
      }
    },
    [onSubmit, outgoing, external, requestErrorFocus, dirty],
  );
  const render = useFormBodyRender({ toolkit, onSave, outgoing, setSubmitAttempted, requestErrorFocus, headingLevel, hideTitle, submitLabel, saveLabel, footerActions, focusErrorRequest });

  return (
    <Form<FormValues>
      onSubmit={submit}
      initialValues={nestedInitial}
      initialValuesEqual={sameValues}
      validateOnBlur
      subscription={{}}
      render={render}
    />
  );
}
