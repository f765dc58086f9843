// The pure form rules (no React, no DOM), shared by the browser toolkit and the server, which imports this
// file through `@careers/shared/forms/rules` (compiled with its own build). Only files under rules/ and npm packages
// may be imported from here.
// validateItem / validateForm here check phone numbers with libphonenumber-js; the browser toolkit imports
// the light versions (./validateItem, ./validateForm) instead, see fullValidation.ts.
export { validateItem, validateForm } from './fullValidation';
export { isItemRequired, isUnanswered } from './validateItem';
export { checkRule, checkType } from './checkRule';
export type { RuleContext } from './checkRule';
export { isItemVisible, isSectionVisible, pruneHiddenValues, entryNameResolver } from './visibility';
export { formatSsn, isSsn } from './formatSsn';
export { formatSin, isSin } from './formatSin';
export { parseRegexRule } from './parseRegexRule';
export { RULE_MESSAGES, fillMessage, ruleMessage } from './messages';
export type { RuleMessageKey } from './messages';
export { requiredMessage, REQUIRED_LABEL_MAX } from './requiredMessage';
export { isEmptyValue } from './isEmptyValue';
export { optionsUrl } from './optionsUrl';
export { isFormEmail } from './email';
export {
  basicPhoneChecker,
  cleanPhoneInput,
  getPhoneChecker,
  isPhoneText,
  isPhoneValue,
  isValidPhoneWithCountry,
  phoneToString,
  setPhoneChecker,
} from './phone';
export { libphonenumberChecker } from './libphonenumberChecker';
export { BYTES_PER_MB, DEFAULT_FILE_TYPES, fileExtension, isAcceptedFileName, isUploadedFile } from './files';
export {
  dateLimits,
  isDateAllowed,
  isMonthYear,
  isTimeOfDay,
  monthInputToMonthYear,
  monthYearToMonthInput,
  parseIsoDate,
  resolveDateBound,
  startOfDay,
  toIsoDate,
  toMonthYear,
} from './dates';
export { MAX_VALUE_KEY_LENGTH, parseListKey } from './listKey';
export type { ListKey } from './listKey';
export { dynamicLists, flattenValues, listFieldName, nestValues, readListEntries, readValue } from './values';
export type {
  CustomValidator,
  DateRangeValue,
  EsignConfig,
  FormDefinition,
  FormItem,
  FormLayout,
  FormSection,
  FormValues,
  Option,
  PhoneChecker,
  PhoneValue,
  QuestionType,
  Rule,
  RuleType,
  UploadedFile,
  ValidateOptions,
  VisibleWhen,
} from './types';
