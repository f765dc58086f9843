import { Type, type Static } from '@sinclair/typebox';
import { DomainField, Nullable, PositionId } from '../schemaParts';
import { FormDefinitionSchema } from './candidateForm';
import { FormAnswers } from './formAnswers';

/** GET /api/pcsx/apply_form. */
export const ApplyFormQuery = Type.Object({
  pid: PositionId,
  domain: Type.Optional(DomainField),
});
export type ApplyFormQuery = Static<typeof ApplyFormQuery>;

export const ApplyPosition = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  location: Type.String(),
  archived_at: Nullable(Type.String()),
  /**
   * Closed at the server's clock: archived or past its valid_through (README "Closed positions on the site").
   * The apply page shows the closed text by this, not by archived_at, so it never offers a form sending refuses.
   */
  is_closed: Type.Boolean(),
});
export type ApplyPosition = Static<typeof ApplyPosition>;

/** The company's application form for a position. */
export const ApplyForm = Type.Object({
  form: FormDefinitionSchema,
  /** What the profile already knows (names, e-mail, city), overridden by the draft's non-empty answers. */
  values: FormAnswers,
  position: ApplyPosition,
  draft: Nullable(Type.Object({ updated_at: Type.String() })),
  /** The candidate's resumes, newest first, offered as the answer to the resume question (empty for visitors). */
  resumes: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), created_at: Type.String() })),
});
export type ApplyForm = Static<typeof ApplyForm>;

export const ApplyFormResponse = Type.Object({ data: ApplyForm });
export type ApplyFormResponse = Static<typeof ApplyFormResponse>;

/** POST /api/pcsx/apply. */
export const ApplyBody = Type.Object({
  pid: PositionId,
  values: FormAnswers,
  domain: Type.Optional(DomainField),
});
export type ApplyBody = Static<typeof ApplyBody>;

/** 201; the new application's id, null for a logged-out applicant. */
export const ApplyResponse = Type.Object({ ok: Type.Boolean(), applicationId: Nullable(Type.Integer()) });
export type ApplyResponse = Static<typeof ApplyResponse>;
