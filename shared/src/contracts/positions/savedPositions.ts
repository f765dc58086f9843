import { Type, type Static } from '@sinclair/typebox';
import { SearchPosition } from '../search/searchResponse';

/** A position the candidate saved; closed ones stay, with their archived_at. */
export const SavedPosition = Type.Object({
  ...SearchPosition.properties,
  saved_at: Type.String(),
  /**
   * Closed at the server's clock: archived or past its valid_through (README "Closed positions on the site"). The
   * saved jobs list tags and offers no Apply by this: an expired position keeps archived_at null.
   */
  is_closed: Type.Boolean(),
});
export type SavedPosition = Static<typeof SavedPosition>;

/** GET /api/pcsx/positions/saved: newest first (login required). */
export const SavedPositionsResponse = Type.Object({ data: Type.Object({ positions: Type.Array(SavedPosition) }) });
export type SavedPositionsResponse = Static<typeof SavedPositionsResponse>;
