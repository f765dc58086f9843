import { Type, type Static } from '@sinclair/typebox';
import type { FormDefinition } from '../../forms/rules/types';
import { DomainField, StringEnum } from '../schemaParts';
import { FormAnswers } from './formAnswers';
import { FORM_STATUSES } from './formsList';

/**
 * A form as the toolkit renders it (shared/src/forms/rules/types.ts). Its many question types are
 * typed there; this schema only says it is an object, so it is never put on a route's response.
 */
export const FormDefinitionSchema = Type.Unsafe<FormDefinition>({ type: 'object' });

/** Form ids are slugs ('new-hire-onboarding'). */
export const FormIdParams = Type.Object({
  formId: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$' }),
});
export type FormIdParams = Static<typeof FormIdParams>;

/** GET /api/pcsx/forms/:formId → data: the form, the candidate's answers, its status. */
export const CandidateForm = Type.Object({
  form: FormDefinitionSchema,
  values: FormAnswers,
  status: StringEnum(FORM_STATUSES),
});
export type CandidateForm = Static<typeof CandidateForm>;

export const CandidateFormResponse = Type.Object({ data: CandidateForm });
export type CandidateFormResponse = Static<typeof CandidateFormResponse>;

/** POST /api/pcsx/forms/:formId/save and /submit. */
export const FormValuesBody = Type.Object({
  values: FormAnswers,
  domain: Type.Optional(DomainField),
});
export type FormValuesBody = Static<typeof FormValuesBody>;

/** The form's status after the save (in_progress) or the submission (completed). */
export const FormStatusResponse = Type.Object({ ok: Type.Boolean(), status: StringEnum(FORM_STATUSES) });
export type FormStatusResponse = Static<typeof FormStatusResponse>;
