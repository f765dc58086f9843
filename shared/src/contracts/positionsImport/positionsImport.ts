import { Type, type Static } from '@sinclair/typebox';
import { DomainField, StringEnum } from '../schemaParts';

/**
 * POST /api/pcsx/positions/import?domain=<company>[&format=json|csv]: the company's ATS sends a file
 * of positions (body: the JSON or CSV text itself), authenticated by `Authorization: Bearer <token>`.
 */
export const PositionsImportQuery = Type.Object({
  domain: DomainField,
  /** Without it: the content type says (text/csv, application/json), else the text itself. */
  format: Type.Optional(StringEnum(['json', 'csv'] as const)),
});
export type PositionsImportQuery = Static<typeof PositionsImportQuery>;

/** 200: what the import changed. */
export const PositionsImportResponse = Type.Object({
  data: Type.Object({
    rows: Type.Integer(),
    created: Type.Integer(),
    updated: Type.Integer(),
    reopened: Type.Integer(),
    closed: Type.Integer(),
    unchanged: Type.Integer(),
    /** External ids of "closed" rows that name no position: nothing was closed for them. */
    unknownClosed: Type.Array(Type.String()),
    /** Position ids created or reopened (and announced to saved searches). */
    openedIds: Type.Array(Type.Integer()),
    closedIds: Type.Array(Type.Integer()),
    /** False when the positions were written but telling saved searches failed (the server logged why). */
    announced: Type.Boolean(),
  }),
});
export type PositionsImportResponse = Static<typeof PositionsImportResponse>;

/** 422: the file was refused and nothing was written; every problem by line (the first 200 of `count`). */
export const PositionsImportRefused = Type.Object({
  error: Type.Object({
    code: Type.Literal('invalid_import'),
    message: Type.String(),
    count: Type.Integer(),
    problems: Type.Array(Type.Object({ line: Type.Integer(), message: Type.String() })),
  }),
});
export type PositionsImportRefused = Static<typeof PositionsImportRefused>;
