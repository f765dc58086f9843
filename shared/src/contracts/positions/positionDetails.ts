import { Type, type Static } from '@sinclair/typebox';
import { positionFields } from '../search/searchResponse';
import { Nullable } from '../schemaParts';

/** Stored salaries are yearly ranges. */
export const Salary = Type.Object({
  min: Type.Number(),
  max: Type.Number(),
  currency: Type.String(),
  unit: Type.Literal('YEAR'),
});
export type Salary = Static<typeof Salary>;

/** The position page's data (API contract item 1): the search result's fields but the snippet and distance, and more. */
export const PositionDetails = Type.Object({
  ...positionFields,
  skills: Type.Array(Type.String()),
  archived_at: Nullable(Type.String()),
  /** Paragraphs separated by blank lines; lines starting with '- ' are list items. */
  description: Type.String(),
  valid_through: Nullable(Type.String()),
  salary: Nullable(Salary),
  apply_url: Type.String(),
  job_url: Type.String(),
  /** applicationStatus: the status of the candidate's active application, shown as 'You applied' on the job page; null when none. */
  positionUserActions: Type.Object({ isSaved: Type.Boolean(), isApplied: Type.Boolean(), applicationStatus: Type.Optional(Nullable(Type.String())) }),
});
export type PositionDetails = Static<typeof PositionDetails>;

/** GET /api/pcsx/position_details (spec §3: data plus metadata.isFallback). */
export const PositionDetailsResponse = Type.Object({
  data: PositionDetails,
  /**
   * isFallback: a closed position, or one not offered where the candidate searched: shown, but not to apply for.
   * isClosed: the position is closed (archived, or its valid_through passed: the server's rule and clock).
   */
  metadata: Type.Object({ isFallback: Type.Boolean(), isClosed: Type.Boolean() }),
});
export type PositionDetailsResponse = Static<typeof PositionDetailsResponse>;
