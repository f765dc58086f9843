import { Type, type Static } from '@sinclair/typebox';
import { DomainField, Nullable, PositionId } from '../schemaParts';
import { FormAnswers } from './formAnswers';

/** A draft application as the dashboard lists it (spec §3: position_id and position.archived_at). */
export const DraftApplication = Type.Object({
  position_id: Type.Integer(),
  position: Type.Object({
    name: Type.String(),
    location: Type.String(),
    archived_at: Nullable(Type.String()),
    /** Closed at the server's clock: archived or past its valid_through (README "Closed positions on the site"). */
    is_closed: Type.Boolean(),
  }),
  updated_at: Type.String(),
});
export type DraftApplication = Static<typeof DraftApplication>;

/** GET /api/pcsx/draft_applications: most recently saved first. */
export const DraftApplicationsResponse = Type.Object({ data: Type.Object({ draft_applications: Type.Array(DraftApplication) }) });
export type DraftApplicationsResponse = Static<typeof DraftApplicationsResponse>;

/** POST /api/pcsx/draft_applications: the apply page's answers so far. */
export const SaveDraftBody = Type.Object({
  pid: PositionId,
  values: FormAnswers,
  domain: Type.Optional(DomainField),
});
export type SaveDraftBody = Static<typeof SaveDraftBody>;

/** When the draft was saved. */
export const SaveDraftResponse = Type.Object({ ok: Type.Boolean(), updated_at: Type.String() });
export type SaveDraftResponse = Static<typeof SaveDraftResponse>;

/** DELETE /api/pcsx/draft_applications (spec §7: body position_ids). */
export const DeleteDraftsBody = Type.Object({
  position_ids: Type.Array(PositionId, { minItems: 1, maxItems: 100 }),
  domain: Type.Optional(DomainField),
});
export type DeleteDraftsBody = Static<typeof DeleteDraftsBody>;
