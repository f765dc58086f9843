// The form toolkit's public face (@careers/shared/forms): the renderer, its types and the pure rules.
// The rules here are the browser's: phone numbers are checked with libphonenumber-js once the lazily
// loaded phone widget has brought it (the server imports rules/index.ts, which checks them from the start).
export { FormRenderer } from './FormRenderer';
export { loadLazyWidgets } from './fields/widgetFor';
export type { FormRendererProps } from './FormRenderer';
export type { FormMode } from './engine/FormToolkitContext';
export type { ProfileFile } from './engine/FormToolkitContext';
export { EsignFrame } from './widgets/EsignFrame';
export type { EsignFrameProps } from './widgets/EsignFrame';
export { SanitizedHtml } from './widgets/SanitizedHtml';
export { FilePicker } from './widgets/FilePicker';
export type { FilePickerProps } from './widgets/FilePicker';
export { profileFileAnswer } from './widgets/profileFileAnswer';
export { FORM_TEXTS } from './texts';
export { NOT_APPLICABLE_VALUE } from './data/useSelectOptions';
export { validateItem, isItemRequired, isUnanswered } from './rules/validateItem';
export { validateForm } from './rules/validateForm';
export { isItemVisible, isSectionVisible, pruneHiddenValues } from './rules/visibility';
export { formatSsn, isSsn } from './rules/formatSsn';
export { formatSin, isSin } from './rules/formatSin';
export { parseRegexRule } from './rules/parseRegexRule';
export { RULE_MESSAGES, fillMessage } from './rules/messages';
export { requiredMessage } from './rules/requiredMessage';
export { isEmptyValue } from './rules/isEmptyValue';
export { phoneToString, setPhoneChecker } from './rules/phone';
export { DEFAULT_FILE_TYPES, BYTES_PER_MB } from './rules/files';
export { flattenValues, nestValues, readValue, listFieldName } from './rules/values';
export type * from './types';
