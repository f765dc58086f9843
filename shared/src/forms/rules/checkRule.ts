import { isDateAllowed, isDateRangeValue, isMonthYear, isTimeOfDay, parseIsoDate } from './dates';
import { isFormEmail } from './email';
import { BYTES_PER_MB, DEFAULT_FILE_TYPES, isAcceptedFileName, isUploadedFile } from './files';
import { isSin } from './formatSin';
import { isSsn } from './formatSsn';
import { fillMessage, ruleMessage, type RuleMessageKey } from './messages';
import { parseRegexRule } from './parseRegexRule';
import { isPhoneText, isPhoneValue, isValidPhoneWithCountry } from './phone';
import type { FormItem, Option, PhoneChecker, Rule } from './types';

export interface RuleContext {
  today: Date;
  phoneChecker: PhoneChecker;
  /** The language of the toolkit's own messages ('en' on the server; the page's locale in the browser). */
  locale?: string;
}

const FILE_TYPES = new Set(['file_upload', 'fileUpload']);

// A rule's own message is the form author's plain text; the toolkit's own may be ICU plurals.
const message = (rule: Rule | undefined, key: RuleMessageKey, values: Record<string, string | number> | undefined, locale: string | undefined) =>
  rule?.message != null ? fillMessage(rule.message, values) : ruleMessage(key, values, locale);

const asNumber = (value: unknown): number => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN);

/** What minLength / maxLength count for this question: files, list entries, chosen items or characters. */
function lengthCheck(rule: Rule, item: FormItem, value: unknown, locale: string | undefined): string | undefined {
  const limit = asNumber(rule.value);
  if (Number.isNaN(limit)) return undefined;
  const isMin = rule.type === 'minLength';
  const length = Array.isArray(value) ? value.length : typeof value === 'string' ? value.length : String(value ?? '').length;
  if (isMin ? length >= limit : length <= limit) return undefined;
  if (FILE_TYPES.has(item.type)) return message(rule, isMin ? 'minFiles' : 'maxFiles', { count: limit }, locale);
  if (Array.isArray(value) || item.type === 'dynamicList') return message(rule, isMin ? 'minItems' : 'maxItems', { count: limit }, locale);
  return message(rule, isMin ? 'minLength' : 'maxLength', { count: limit }, locale);
}

function fileSizeCheck(rule: Rule, value: unknown, locale: string | undefined): string | undefined {
  const limitMb = asNumber(rule.value);
  if (Number.isNaN(limitMb) || !Array.isArray(value)) return undefined;
  const files = value.filter(isUploadedFile);
  const limit = limitMb * BYTES_PER_MB;
  if (rule.type === 'maxFileSizeMB') {
    const tooBig = files.filter((file) => file.size > limit).map((file) => file.name);
    return tooBig.length ? message(rule, 'maxFileSize', { count: limitMb, files: tooBig.join(', ') }, locale) : undefined;
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > limit ? message(rule, 'maxCumulativeFileSize', { count: limitMb }, locale) : undefined;
}

function dateRangeCheck(rule: Rule | undefined, value: unknown, locale: string | undefined): string | undefined {
  if (!isDateRangeValue(value)) return message(undefined, 'invalidValue', undefined, locale);
  const start = String(value.startDate ?? '').trim();
  const end = String(value.endDate ?? '').trim();
  // "I'm currently in this role." stands for the end date.
  const hasEnd = value.isCurrent === true || end !== '';
  // Both empty is fine (required handles that); exactly one is not.
  if (!start && !hasEnd) return undefined;
  if (!start || !hasEnd) return message(rule, 'dateRange', undefined, locale);
  if (!isMonthYear(start) || (end !== '' && !isMonthYear(end))) return message(undefined, 'invalidValue', undefined, locale);
  return undefined;
}

/** The message of one failing rule for a non-empty value, or undefined when it passes. */
export function checkRule(rule: Rule, item: FormItem, value: unknown, ctx: RuleContext): string | undefined {
  const text = typeof value === 'string' ? value : '';
  switch (rule.type) {
    case 'required':
      return undefined;
    case 'email':
      return typeof value === 'string' && isFormEmail(value) ? undefined : message(rule, 'email', undefined, ctx.locale);
    case 'regex': {
      const pattern = parseRegexRule(String(rule.value ?? ''));
      if (!pattern) return undefined;
      return pattern.test(typeof value === 'string' ? value : String(value)) ? undefined : message(rule, 'regex', undefined, ctx.locale);
    }
    case 'minLength':
    case 'maxLength':
      return lengthCheck(rule, item, value, ctx.locale);
    case 'minValue':
    case 'maxValue': {
      const limit = asNumber(rule.value);
      const number = asNumber(value);
      if (Number.isNaN(limit)) return undefined;
      if (Number.isNaN(number)) return message(undefined, 'invalidValue', undefined, ctx.locale);
      const ok = rule.type === 'minValue' ? number >= limit : number <= limit;
      return ok ? undefined : message(rule, rule.type, { count: limit }, ctx.locale);
    }
    case 'phone': {
      const phone = isPhoneValue(value) ? String(value.number ?? '') : text;
      return isPhoneText(phone) ? undefined : message(rule, 'phone', undefined, ctx.locale);
    }
    case 'phoneWithCountry':
      return isValidPhoneWithCountry(value, ctx.phoneChecker) ? undefined : message(rule, 'phoneWithCountry', undefined, ctx.locale);
    case 'ssn':
      return isSsn(text) ? undefined : message(rule, 'ssn', undefined, ctx.locale);
    case 'sin':
      return isSin(text) ? undefined : message(rule, 'sin', undefined, ctx.locale);
    case 'dateRange':
      return dateRangeCheck(rule, value, ctx.locale);
    case 'maxFileSizeMB':
    case 'maxCumulativeFileSizeMB':
      return fileSizeCheck(rule, value, ctx.locale);
    default:
      return undefined;
  }
}

const CHOICE_TYPES = new Set(['radio', 'dropdown', 'select', 'checkbox']);
const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'ssn', 'sin']);
const optionValues = (options: Option[]) => new Set(options.map((option) => String(option.value)));

/**
 * Checks every question of a type makes by itself (an email question checks the address, an SSN question
 * the format…), after the definition's own rules. Also refuses values of the wrong shape, which only a
 * hand-made request can send.
 */
export function checkType(item: FormItem, value: unknown, ctx: RuleContext): string | undefined {
  const explicit = new Set((item.rules ?? []).map((rule) => rule.type));
  const implied = (type: Rule['type']) => (explicit.has(type) ? undefined : checkRule({ type }, item, value, ctx));
  if (TEXT_TYPES.has(item.type) && typeof value !== 'string') return ruleMessage('invalidValue', undefined, ctx.locale);
  switch (item.type) {
    case 'email':
      return implied('email');
    case 'ssn':
      return implied('ssn');
    case 'sin':
      return implied('sin');
    case 'phone':
      if (isPhoneValue(value)) return explicit.has('phone') ? undefined : implied('phoneWithCountry');
      if (typeof value !== 'string') return ruleMessage('invalidValue', undefined, ctx.locale);
      // The stored string form ('+4915123456789') names its country by its calling code: it is checked
      // against it like a number next to a chosen country.
      return implied('phone') ?? (value.trim().startsWith('+') ? implied('phoneWithCountry') : undefined);
    case 'dateRange':
      return implied('dateRange');
    case 'number':
      return Number.isNaN(asNumber(value)) ? ruleMessage('invalidValue', undefined, ctx.locale) : undefined;
    case 'date':
      if (item.time) return typeof value === 'string' && isTimeOfDay(value) ? undefined : ruleMessage('invalidValue', undefined, ctx.locale);
      if (typeof value !== 'string' || !parseIsoDate(value)) return ruleMessage('invalidValue', undefined, ctx.locale);
      // The 'today' option fills the date itself; the clocks of browser and server may sit on different days.
      return item.today || isDateAllowed(value, item, ctx.today) ? undefined : ruleMessage('invalidValue', undefined, ctx.locale);
    case 'star_rating': {
      const stars = asNumber(value);
      return Number.isInteger(stars) && stars >= 1 && stars <= 5 ? undefined : ruleMessage('invalidValue', undefined, ctx.locale);
    }
    case 'file_upload':
    case 'fileUpload': {
      if (!Array.isArray(value) || !value.every(isUploadedFile)) return ruleMessage('invalidValue', undefined, ctx.locale);
      const accept = item.accept;
      const refused = value.filter((file) => !isAcceptedFileName(file.name, accept)).map((file) => file.name);
      if (refused.length) return ruleMessage('fileType', { types: (accept ?? DEFAULT_FILE_TYPES).join(', '), files: refused.join(', ') }, ctx.locale);
      const uploading = value.filter((file) => file.status === 'uploading').map((file) => file.name);
      return uploading.length ? ruleMessage('fileUploading', { files: uploading.join(', ') }, ctx.locale) : undefined;
    }
    case 'skillSelector':
      return Array.isArray(value) && value.every((skill) => typeof skill === 'string') ? undefined : ruleMessage('invalidValue', undefined, ctx.locale);
    default:
      break;
  }
  // Choices among a fixed list must be one of them; lists loaded from an endpoint are checked by their owner.
  if (CHOICE_TYPES.has(item.type) && item.options && !item.optionsEndpoint && !item.getOptions) {
    const allowed = item.options.length ? optionValues(item.options) : new Set(['N/A']);
    const chosen = Array.isArray(value) ? value : [value];
    if (!chosen.every((choice) => allowed.has(String(choice)))) return ruleMessage('invalidValue', undefined, ctx.locale);
  }
  return undefined;
}
