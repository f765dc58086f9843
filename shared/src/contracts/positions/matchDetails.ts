import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../schemaParts';

/** How well the logged-in candidate fits a position (API contract item 2). */
export const MatchDetails = Type.Object({
  /** 0..1 */
  score: Type.Number(),
  isStrongMatch: Type.Boolean(),
  threshold: Type.Number(),
  matchedSkills: Type.Array(Type.String()),
  missingSkills: Type.Array(Type.String()),
  experience: Type.Object({
    candidateYears: Nullable(Type.Number()),
    requiredYears: Nullable(Type.Number()),
    meets: Nullable(Type.Boolean()),
  }),
  /** Plain sentences telling the candidate why. */
  explanation: Type.Array(Type.String()),
});
export type MatchDetails = Static<typeof MatchDetails>;

/** GET /api/pcsx/match_details (login required). */
export const MatchDetailsResponse = Type.Object({ data: MatchDetails });
export type MatchDetailsResponse = Static<typeof MatchDetailsResponse>;
