import { useRef, useState, type FormEvent } from 'react';
import { requiredMessage } from '@careers/shared/forms';
import { useI18n } from '@careers/shared/i18n';
import './documentMessages';

/** The rule of the upload form (spec §5): a file is required, at most one. */
function uploadError(files: File[], texts: { required: string; max: string }): string | null {
  if (files.length === 0) return texts.required;
  if (files.length > 1) return texts.max;
  return null;
}

/**
 * The upload form's state: the files picked so far (picks add up, so a second one is refused in words rather than
 * silently replacing the first), the rule's message once there is something to say, and sending. The message shows
 * from the first pick, remove or submit on, and changes with each; a refused submit puts the keyboard on the input.
 */
export function useSignedUpload(onUpload: (file: File) => Promise<void>) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [sending, setSending] = useState(false);
  const label = t('offers.documentPage.uploadLabel');
  const texts = { required: requiredMessage(label), max: t('offers.documentPage.uploadMax') };

  const update = (next: File[]) => {
    setFiles(next);
    setError(uploadError(next, texts));
    setShown(true);
  };

  /** Adds files just picked (none: a cancelled pick changes nothing). */
  const add = (picked: File[]) => {
    if (picked.length) update([...files, ...picked]);
  };

  /** Removes the file at `index`; the keyboard goes back to the input. */
  const remove = (index: number) => {
    update(files.filter((_, other) => other !== index));
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = uploadError(files, texts);
    setError(problem);
    setShown(true);
    const [file] = files;
    if (problem || !file) {
      input.current?.focus();
      return;
    }
    setSending(true);
    try {
      await onUpload(file);
    } catch {
      // The page showed why (a toast and a note); the file stays picked for another try.
    } finally {
      setSending(false);
    }
  };

  return { label, input, files, error: shown ? error : null, sending, add, remove, submit };
}
