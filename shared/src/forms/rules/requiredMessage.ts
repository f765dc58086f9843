import { ruleMessage } from './messages';

/** Labels longer than this read badly inside a sentence (spec §5). */
export const REQUIRED_LABEL_MAX = 30;

/**
 * The required message for a question labelled `label`: 'This field is required' when the label is over
 * 30 characters, else '<label> is required' with the label's trailing punctuation stripped; in `locale` ('en' unless told).
 * @example requiredMessage('What is your first name?') // 'What is your first name is required'
 */
export function requiredMessage(label: string, locale = 'en'): string {
  const trimmed = label.trim();
  if (!trimmed || trimmed.length > REQUIRED_LABEL_MAX) return ruleMessage('requiredLong', undefined, locale);
  // Closing brackets and quotes stay: 'Phone (mobile)' keeps its parenthesis.
  const name = trimmed.replace(/[\s.,:;!?*…。、，：；！？]+$/u, '');
  return name ? ruleMessage('required', { name }, locale) : ruleMessage('requiredLong', undefined, locale);
}
