import type { StoredFormFileResponse } from '@careers/shared/contracts';
import type { Transport } from '@careers/shared/transport';
import type { UploadedFile } from '../rules/types';

/** The form-file upload endpoint: one file per request, as multipart/form-data. */
const FORM_FILES_PATH = '/api/pcsx/form_files';

/**
 * Uploads one picked file and returns it as the toolkit's value entry, described by what the server
 * stored (its real size and type). Rejects with the transport's error, whose message says why.
 */
export async function uploadFormFile(transport: Transport, file: File, uid: string): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await transport.postRaw<StoredFormFileResponse>(FORM_FILES_PATH, body);
  return {
    uid,
    name: data.name,
    size: data.size,
    type: data.type,
    lastModified: file.lastModified,
    webkitRelativePath: file.webkitRelativePath ?? '',
    fileId: data.fileId,
    previewUrl: data.previewUrl,
    status: 'done',
  };
}
