import { Type, type Static } from '@sinclair/typebox';

export const InsightField = Type.Object({
  key: Type.String(),
  label: Type.String(),
  value: Type.String(),
});
export type InsightField = Static<typeof InsightField>;

export const SimilarRole = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  location: Type.String(),
});
export type SimilarRole = Static<typeof SimilarRole>;

/** The insight fields the company chose (positionDetailsConfig.insights.fields), with their values. */
export const PositionInsights = Type.Object({
  fields: Type.Array(InsightField),
  similarRoles: Type.Optional(Type.Array(SimilarRole)),
});
export type PositionInsights = Static<typeof PositionInsights>;

/** GET /api/pcsx/position_insights. */
export const PositionInsightsResponse = Type.Object({ data: PositionInsights });
export type PositionInsightsResponse = Static<typeof PositionInsightsResponse>;
