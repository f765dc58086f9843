import type { FormDefinition } from '@careers/shared/forms';

const FILE_TYPES = new Set(['file_upload', 'fileUpload']);
const RESUME = /\b(resume|résumé|cv)\b/i;

/** The name of the application form's resume question: the first file question named or labelled as one. */
export function resumeQuestionOf(form: FormDefinition): string | null {
  for (const section of form.sections) {
    for (const item of section.items) {
      if (FILE_TYPES.has(item.type) && (RESUME.test(item.name) || RESUME.test(item.label ?? ''))) return item.name;
    }
  }
  return null;
}
