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
});
export type ApplyPosition = Static<typeof ApplyPosition>;

/** The company's application form for a position. */
export const ApplyForm = Type.Object({
  form: FormDefinitionSchema,
  /** The draft's answers when there is one, else what the profile already knows. */
  values: FormAnswers,
  position: ApplyPosition,
  draft: Nullable(Type.Object({ updated_at: Type.String() })),
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
