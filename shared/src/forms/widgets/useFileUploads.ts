import { useRef, useState } from 'react';
import { BYTES_PER_MB, DEFAULT_FILE_TYPES, isAcceptedFileName } from '../rules/files';
import type { FormItem, UploadedFile } from '../rules/types';
import { useFormText } from '../engine/useFormText';
import { uploadFormFile } from '../data/uploadFormFile';
import { useOptionalTransport } from '../data/useOptionalTransport';

function ruleNumber(rules: FormItem['rules'], type: string): number | undefined {
  const value = rules?.find((rule) => rule.type === type)?.value;
  return value === undefined || !Number.isFinite(Number(value)) ? undefined : Number(value);
}

let counter = 0;
const newUid = () => `upload-${Date.now().toString(36)}-${(counter += 1)}`;

/** A picked file as the value holds it before (or instead of) its upload. */
const pickedEntry = (file: File, uid: string, status: UploadedFile['status']): UploadedFile => ({
  uid, name: file.name, size: file.size, type: file.type, lastModified: file.lastModified, webkitRelativePath: file.webkitRelativePath ?? '', status,
});

interface FileUploadsInputs {
  item: Pick<FormItem, 'rules' | 'accept'>;
  value: UploadedFile[] | undefined;
  onChange: (files: UploadedFile[] | undefined) => void;
  onBlur: () => void;
}

/**
 * A file question's answer while files are picked, uploaded and removed: each picked file the question accepts (type,
 * size) is uploaded at once, on its own, and replaced by the stored file; a failed one leaves the answer with a
 * failure naming it. Only one file is kept when the question's maximum count is 1 (a new pick replaces it).
 */
export function useFileUploads({ item, value, onChange, onBlur }: FileUploadsInputs) {
  const text = useFormText();
  const transport = useOptionalTransport();
  const [failures, setFailures] = useState<string[]>([]);
  const files = Array.isArray(value) ? value : [];
  // Uploads finish after other changes to the field: each update starts from the newest value.
  const latest = useRef(files);
  latest.current = files;
  const max = ruleNumber(item.rules, 'maxLength');
  const maxBytes = (ruleNumber(item.rules, 'maxFileSizeMB') ?? Infinity) * BYTES_PER_MB;
  const multiple = max === undefined || max > 1;
  const accept = item.accept ?? DEFAULT_FILE_TYPES;

  const update = (change: (current: UploadedFile[]) => UploadedFile[]) => {
    const next = change(latest.current);
    latest.current = next;
    onChange(next.length ? next : undefined);
  };

  async function upload(file: File, uid: string) {
    try {
      if (!transport) throw new Error(text('forms.uploadFailed'));
      const stored = await uploadFormFile(transport, file, uid);
      update((current) => current.map((entry) => (entry.uid === uid ? stored : entry)));
    } catch (error) {
      const why = error instanceof Error && error.message ? error.message : text('forms.uploadFailed');
      // The server's messages name the file already; others get its name in front.
      setFailures((current) => [...current, why.includes(file.name) ? why : text('forms.uploadFailedNamed', { name: file.name, message: why })]);
      update((current) => current.filter((entry) => entry.uid !== uid));
    }
  }

  async function pick(list: FileList | null) {
    if (!list || list.length === 0) return;
    setFailures([]);
    const picked = Array.from(list).slice(0, multiple ? undefined : 1).map((file) => {
      const sendable = isAcceptedFileName(file.name, accept) && file.size <= maxBytes;
      return { file, entry: pickedEntry(file, newUid(), sendable ? 'uploading' : 'done'), sendable };
    });
    update((current) => [...(multiple ? current : []), ...picked.map((p) => p.entry)]);
    // Checked once the uploads are over: a file on its way is not an error unless the form is sent.
    await Promise.all(picked.filter((p) => p.sendable).map((p) => upload(p.file, p.entry.uid)));
    onBlur();
  }

  const remove = (uid: string) => {
    update((current) => current.filter((other) => other.uid !== uid));
    onBlur();
  };

  return { files, failures, multiple, accept, pick, remove };
}
