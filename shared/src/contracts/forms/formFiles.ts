import { Type, type Static } from '@sinclair/typebox';
import { RowId } from '../schemaParts';

/** GET /api/pcsx/form_files/:id: a stored file, to its owner only. */
export const FormFileParams = Type.Object({ id: RowId });
export type FormFileParams = Static<typeof FormFileParams>;

/** What POST /api/pcsx/form_files (one multipart part named "file") stored: its real size and type. */
export const StoredFormFile = Type.Object({
  fileId: Type.Integer(),
  name: Type.String(),
  size: Type.Integer(),
  type: Type.String(),
  /** Where the owner reads it back: /api/pcsx/form_files/<fileId>. */
  previewUrl: Type.String(),
});
export type StoredFormFile = Static<typeof StoredFormFile>;

/** 201. */
export const StoredFormFileResponse = Type.Object({ data: StoredFormFile });
export type StoredFormFileResponse = Static<typeof StoredFormFileResponse>;
