import { Type, type Static } from '@sinclair/typebox';
import { DomainField, PositionId } from '../schemaParts';

/** GET /api/pcsx/match_details, /position_insights and /overrides: one position of the company. */
export const PositionQuery = Type.Object({
  position_id: PositionId,
  domain: Type.Optional(DomainField),
});
export type PositionQuery = Static<typeof PositionQuery>;

/** GET /api/pcsx/position_details; `queried_location` is the place the candidate searched for. */
export const PositionDetailsQuery = Type.Object({
  ...PositionQuery.properties,
  queried_location: Type.Optional(Type.String({ maxLength: 300 })),
});
export type PositionDetailsQuery = Static<typeof PositionDetailsQuery>;
