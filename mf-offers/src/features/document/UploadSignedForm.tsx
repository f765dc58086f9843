import { useId } from 'react';
import { useI18n } from '@careers/shared/i18n';
import { Button } from '@careers/shared/ui';
import { muted } from './documentStyles';
import { PickedFiles } from './PickedFiles';
import { useSignedUpload } from './useSignedUpload';
import './documentMessages';

export interface UploadSignedFormProps {
  /** Sends the one signed file; rejects when it was not accepted (the page said why). */
  onUpload(file: File): Promise<void>;
}

/**
 * Upload of a print-signed copy: one PDF, sent as is with the accept call. Files picked one after
 * another add up (so a second pick says 'You should upload at most 1 file' instead of silently
 * replacing the first); each can be removed. A file input with a list of picks, not a text field: the shared
 * TextField and useForm (messages on submit only) do not fit it.
 */
export function UploadSignedForm({ onUpload }: UploadSignedFormProps) {
  const { t } = useI18n();
  const id = useId();
  const { label, input, files, error, sending, add, remove, submit } = useSignedUpload(onUpload);
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
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          const picked = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          add(picked);
        }}
        css={{ display: 'block', maxWidth: '100%', padding: '4px 0' }}
      />
      <p id={hintId} css={(theme) => ({ ...muted(theme), margin: '4px 0 0', fontSize: 14 })}>
        {t('offers.documentPage.uploadHint')}
      </p>
      {files.length > 0 && <PickedFiles files={files} onRemove={remove} />}
      {error && (
        <p id={errorId} role="alert" css={(theme) => ({ margin: '8px 0 0', color: theme.colors.error })}>
          {error}
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
