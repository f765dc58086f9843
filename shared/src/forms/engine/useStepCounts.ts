import { useFormState } from 'react-final-form';
import { isItemRequired, isUnanswered } from '../rules/validateItem';
import { readValue } from '../rules/values';
import type { FormSection, FormValues } from '../rules/types';
import { fieldError } from './fieldError';
import { useFormToolkit } from './FormToolkitContext';
import { sectionFields } from './sectionFields';
import { useVisibleSections } from './useVisibility';

export interface StepCounts {
  /** Invalid fields plus empty required ones; 0 until the step was touched or a submit tried. */
  errors: number;
  newQuestions: number;
}

const SUBSCRIPTION = { errors: true, touched: true, values: true };

/**
 * Error and new-question counts per step (spec §4): errors show only after a field of the step was touched
 * or a submit was tried, and count invalid fields or required fields that are empty.
 */
export function useStepCounts(sections: FormSection[]): Record<string, StepCounts> {
  const { visibility, submitAttempted } = useFormToolkit();
  const { errors, touched = {}, values } = useFormState<FormValues>({ subscription: SUBSCRIPTION });
  // Re-counts when questions appear or hide.
  useVisibleSections(sections);
  const counts: Record<string, StepCounts> = {};
  for (const section of sections) {
    const newQuestions = section.items.filter((item) => item.newItem && visibility.isVisible(item.name)).length;
    const fields = sectionFields(section, values).filter((field) => visibility.isVisible(field.name));
    const wasTouched = submitAttempted || fields.some((field) => touched[field.name]);
    const invalid = fields.filter(
      (field) =>
        fieldError(errors, field.errorName) !== undefined ||
        (field.item.type !== 'dynamicList' && isItemRequired(field.item) && isUnanswered(field.item, readValue(values, field.name))),
    );
    counts[section.id] = { errors: wasTouched ? invalid.length : 0, newQuestions };
  }
  return counts;
}
