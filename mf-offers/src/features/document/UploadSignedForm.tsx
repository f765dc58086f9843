import { useId, useRef, useState, type FormEvent } from 'react';
import { requiredMessage } from '@careers/shared/forms';
import { useI18n } from '@careers/shared/i18n';
import { Button } from '@careers/shared/ui';
import { muted } from './documentStyles';
import './documentMessages';

export interface UploadSignedFormProps {
  /** Sends the one signed file; rejects when it was not accepted (the page said why). */
  onUpload(file: File): Promise<void>;
}

/** The rule of the upload form (spec §5): a file is required, at most one. */
function uploadError(files: File[], texts: { required: string; max: string }): string | null {
  if (files.length === 0) return texts.required;
  if (files.length > 1) return texts.max;
  return null;
}

/**
 * Upload of a print-signed copy: one PDF, sent as is with the accept call. Files picked one after
 * another add up (so a second pick says 'You should upload at most 1 file' instead of silently
 * replacing the first); each can be removed.
 */
export function UploadSignedForm({ onUpload }: UploadSignedFormProps) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [sending, setSending] = useState(false);
  const label = t('offers.documentPage.uploadLabel');
  const texts = { required: requiredMessage(label), max: t('offers.documentPage.uploadMax') };

  const update = (next: File[], show: boolean) => {
    setFiles(next);
    setError(uploadError(next, texts));
    if (show) setShown(true);
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

  const visibleError = shown ? error : null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={submit} aria-label={t('offers.documentPage.uploadSection')}>
      <label htmlFor={`${id}-file`} css={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
        {label}
        <span aria-hidden="true" css={(theme) => ({ color: theme.colors.error, marginInlineStart: 2 })}>
          *
        </span>
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept=".pdf,application/pdf"
        aria-required="true"
        aria-invalid={visibleError ? true : undefined}
        aria-describedby={[hintId, visibleError ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          const picked = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (picked.length) update([...files, ...picked], true);
        }}
        css={{ display: 'block', maxWidth: '100%', padding: '4px 0' }}
      />
      <p id={hintId} css={(theme) => ({ ...muted(theme), margin: '4px 0 0', fontSize: 14 })}>
        {t('offers.documentPage.uploadHint')}
      </p>
      {files.length > 0 && (
        <ul css={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} css={{ display: 'flex', gap: 12, alignItems: 'center', minHeight: 44 }}>
              <span css={{ overflowWrap: 'anywhere' }}>{file.name}</span>
              <Button
                variant="secondary"
                aria-label={t('offers.documentPage.remove', { name: file.name })}
                onClick={() => {
                  update(files.filter((_, other) => other !== index), true);
                  input.current?.focus();
                }}
              >
                {t('offers.documentPage.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {visibleError && (
        <p id={errorId} role="alert" css={(theme) => ({ margin: '8px 0 0', color: theme.colors.error })}>
          {visibleError}
        </p>
      )}
      <div css={{ marginTop: 16 }}>
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {t('offers.documentPage.submit')}
        </Button>
      </div>
    </form>
  );
}
