import type { UploadLimits } from '../files/uploadQuota';
import { BYTES_PER_MB, type FormDefinition, type FormItem } from './rules';
import { FILE_TYPES } from './formValues';

const ruleValue = (item: FormItem, type: string): number | undefined => {
  const value = Number(item.rules?.find((rule) => rule.type === type)?.value);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/**
 * What a form lets a candidate pick that the upload limits would refuse: a file size above
 * UPLOAD_MAX_BYTES, or more files or bytes in one form than the pending-file quota holds before the
 * form is saved. Each problem names the question, so an operator knows which limit to raise.
 */
export function fileLimitProblems(def: FormDefinition, limits: Pick<UploadLimits, 'maxFileBytes' | 'pendingFilesPerUploader' | 'pendingBytesPerUploader'>): string[] {
  const problems: string[] = [];
  let files = 0;
  let bytes = 0;
  const questions = def.sections.flatMap((section) => section.items.flatMap((item) => [item, ...(item.items ?? [])]));
  for (const item of questions.filter((q) => FILE_TYPES.has(q.type))) {
    const perFile = (ruleValue(item, 'maxFileSizeMB') ?? Infinity) * BYTES_PER_MB;
    const count = ruleValue(item, 'maxLength') ?? 1;
    const together = (ruleValue(item, 'maxCumulativeFileSizeMB') ?? Infinity) * BYTES_PER_MB;
    if (perFile > limits.maxFileBytes) {
      problems.push(`"${item.name}" of form "${def.id}" allows files of ${Number.isFinite(perFile) ? `${perFile / BYTES_PER_MB} MB` : 'any size'}, but UPLOAD_MAX_BYTES is ${limits.maxFileBytes} bytes.`);
    }
    files += count;
    bytes += Math.min(Math.min(perFile, limits.maxFileBytes) * count, together);
  }
  if (files > limits.pendingFilesPerUploader) problems.push(`Form "${def.id}" takes up to ${files} files before it is saved, but UPLOAD_PENDING_FILES is ${limits.pendingFilesPerUploader}.`);
  if (bytes > limits.pendingBytesPerUploader) problems.push(`Form "${def.id}" takes up to ${bytes} bytes of files before it is saved, but UPLOAD_PENDING_BYTES is ${limits.pendingBytesPerUploader}.`);
  return problems;
}
