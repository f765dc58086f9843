import { isEmptyValue, profileFileAnswer, type FormDefinition, type FormValues } from '@careers/shared/forms';
import type { ApplyForm } from '@careers/shared/contracts';
import { resumeQuestionOf } from './resumeQuestionOf';

/**
 * The answers with the resume question answered by the profile's newest resume when nothing answers it
 * yet (new-user trial 2026-11-28: a candidate with a stored resume met 'Upload a new one' checked).
 * It is an initial value, so the form is not 'changed' by it and 'Upload a new one' still clears it.
 */
export function withNewestResume(form: FormDefinition, values: FormValues, resumes: ApplyForm['resumes']): FormValues {
  const question = resumeQuestionOf(form);
  // The contract lists them newest first.
  const newest = resumes[0];
  if (!question || !newest || !isEmptyValue(values[question])) return values;
  return { ...values, [question]: [profileFileAnswer(newest)] };
}
