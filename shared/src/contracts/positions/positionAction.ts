import { Type, type Static } from '@sinclair/typebox';
import { DomainField, PositionId, StringEnum } from '../schemaParts';

export const POSITION_ACTIONS = ['save', 'unsave'] as const;
export type PositionAction = (typeof POSITION_ACTIONS)[number];

/** POST /api/pcsx/position_action: save or unsave a position (login required). */
export const PositionActionBody = Type.Object({
  position_id: PositionId,
  action: StringEnum(POSITION_ACTIONS),
  domain: Type.Optional(DomainField),
});
export type PositionActionBody = Static<typeof PositionActionBody>;

/** The saved flag the server now holds. */
export const PositionActionResponse = Type.Object({
  ok: Type.Boolean(),
  positionUserActions: Type.Object({ isSaved: Type.Boolean() }),
});
export type PositionActionResponse = Static<typeof PositionActionResponse>;
