import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../schemaParts';

/** What a company changes about its position pages (API contract item 4). */
export const PositionOverrides = Type.Object({
  applyButtonLabel: Nullable(Type.String()),
  externalApplyUrl: Nullable(Type.String()),
  hideMatchDetails: Type.Boolean(),
});
export type PositionOverrides = Static<typeof PositionOverrides>;

/** GET /api/pcsx/overrides. */
export const PositionOverridesResponse = Type.Object({ data: PositionOverrides });
export type PositionOverridesResponse = Static<typeof PositionOverridesResponse>;
