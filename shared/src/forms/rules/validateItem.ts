import { checkRule, checkType, type RuleContext } from './checkRule';
import { isEmptyValue } from './isEmptyValue';
import { getPhoneChecker } from './phone';
import { requiredMessage } from './requiredMessage';
import type { CustomValidator, FormItem, FormValues, ValidateOptions } from './types';

const NEVER_VALIDATED = new Set(['info', 'instruction']);

/** Whether a question counts as unanswered for `required` (a checkbox item must be ticked). */
export function isUnanswered(item: Pick<FormItem, 'type'>, value: unknown): boolean {
  if (item.type === 'checkboxItem') return value !== true && value !== 'true';
  if (item.type === 'star_rating') return isEmptyValue(value) || value === 0;
  return isEmptyValue(value);
}

/** Whether the question must be answered: `required: true` or a 'required' rule. */
export function isItemRequired(item: Pick<FormItem, 'required' | 'rules'>): boolean {
  return item.required === true || (item.rules ?? []).some((rule) => rule.type === 'required');
}

function customValidatorOf(item: FormItem, opts: ValidateOptions): CustomValidator | undefined {
  if (typeof item.customValidator === 'function') return item.customValidator;
  if (typeof item.customValidator === 'string') return opts.customValidators?.[item.customValidator];
  return undefined;
}

/**
 * The error message of one question's value, or undefined when it is fine (spec §5 "Form toolkit"):
 * required first, then the item's rules in order (the first failing one wins), then the checks its type
 * implies, then the custom validator. Values of a dynamic list are its entries (an array).
 * @example validateItem({ name: 'ssn', label: 'SSN', type: 'ssn' }, '123-45-678', {})
 *   // 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.'
 */
export function validateItem(
  item: FormItem,
  value: unknown,
  allValues: FormValues,
  opts: ValidateOptions = {},
): string | undefined {
  if (NEVER_VALIDATED.has(item.type)) return undefined;
  const ctx: RuleContext = { today: opts.today ?? new Date(), phoneChecker: opts.phoneChecker ?? getPhoneChecker(), locale: opts.locale };
  const rules = item.rules ?? [];
  const custom = customValidatorOf(item, opts);
  // A list's entry count is checked even at zero entries; other rules only look at an answer.
  const listValue = item.type === 'dynamicList' ? (Array.isArray(value) ? value : []) : value;
  if (isUnanswered(item, listValue)) {
    if (isItemRequired(item)) return rules.find((rule) => rule.type === 'required')?.message ?? requiredMessage(item.label, opts.locale);
    if (item.type !== 'dynamicList') return custom?.(value, allValues);
  }
  for (const rule of rules) {
    const error = checkRule(rule, item, listValue, ctx);
    if (error) return error;
  }
  if (item.type !== 'dynamicList' && !isUnanswered(item, value)) {
    const error = checkType(item, value, ctx);
    if (error) return error;
  }
  return custom?.(value, allValues);
}
