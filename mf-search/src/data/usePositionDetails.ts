import { useEffect } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { forgetPrimedPositionDetails, primedPositionDetails, primedPositionExtras } from './primedPositionDetails';
import { fetchInsights, fetchMatchDetails, fetchOverrides, fetchPositionDetails } from './searchApi';
import type { MatchDetails, PositionDetails, PositionInsights, PositionOverrides } from '@careers/shared/contracts';

const once = { revalidateOnFocus: false, shouldRetryOnError: false, revalidateIfStale: false } as const;

export interface PositionDetailsState {
  details: PositionDetails | null;
  isFallback: boolean;
  /** The server's answer to "closed?": archived, or past its valid_through by the server's clock. */
  isClosed: boolean;
  detailsLoading: boolean;
  /** null while loading, when logged out, or when the call failed (spec §4 Position details). */
  match: MatchDetails | null;
  matchLoading: boolean;
  insights: PositionInsights | null;
  insightsLoading: boolean;
  overrides: PositionOverrides | null;
  overridesLoading: boolean;
}

/**
 * Full details, then match details (logged in only), insights and overrides of one position, with a
 * loading flag each. A failed match or insights call just leaves it null; a failed
 * details call is reported through `onDetailsError` (the page clears the selection).
 */
export function usePositionDetails(id: number | null, opts: { queriedLocation?: string; onDetailsError?: (error: unknown) => void } = {}): PositionDetailsState {
  const transport = useTransport();
  const { domain, user } = useSnapshot(sessionStore);
  // The answer the server rendered the job page with (no searched place there): the first render draws it
  // as the server did, without a request, and it then goes into the cache so later renders keep it.
  const primed = opts.queriedLocation ? undefined : primedPositionDetails(domain, id);
  // Read before the details' effect below forgets the block: the overrides, insights and match the server drew.
  const extras = opts.queriedLocation ? null : primedPositionExtras(domain, id);
  const details = useSWR(id ? ['position_details', domain, id, opts.queriedLocation ?? ''] : null, () => fetchPositionDetails(transport, domain, id as number, opts.queriedLocation), {
    ...once,
    fallbackData: primed,
    onError: (error) => opts.onDetailsError?.(error),
  });
  const { mutate } = details;
  // Match, insights and overrides are asked for once the details say the position exists (at once on a page
  // the server drew, whose details are primed): for an unknown position (404) they would only be three more
  // 404s (issue 27 trial). The price is one round trip before them when a position is opened in place.
  const exists = id !== null && details.data !== undefined;
  const primedInsights = extras?.insights?.data;
  const primedOverrides = extras?.overrides?.data;
  const primedMatch = extras?.match?.data;
  const match = useSWR(exists && user.isLoggedIn ? ['match_details', domain, id] : null, () => fetchMatchDetails(transport, domain, id as number), { ...once, fallbackData: primedMatch });
  // The server's answers are the first data, as the details' are: with `once` (revalidateIfStale false) SWR asks for
  // nothing while it has data, so the first render draws what the server drew and no answer arrives later to draw
  // the page again.
  const insights = useSWR(exists ? ['position_insights', domain, id] : null, () => fetchInsights(transport, domain, id as number), { ...once, fallbackData: primedInsights });
  const overrides = useSWR(exists ? ['overrides', domain, id] : null, () => fetchOverrides(transport, domain, id as number), { ...once, fallbackData: primedOverrides });
  const { mutate: mutateInsights } = insights;
  const { mutate: mutateOverrides } = overrides;
  const { mutate: mutateMatch } = match;
  useEffect(() => {
    if (!primed) return;
    void mutate(primed, { revalidate: false });
    if (primedInsights) void mutateInsights(primedInsights, { revalidate: false });
    if (primedOverrides) void mutateOverrides(primedOverrides, { revalidate: false });
    if (primedMatch) void mutateMatch(primedMatch, { revalidate: false });
    forgetPrimedPositionDetails();
  }, [primed, mutate, primedInsights, mutateInsights, primedOverrides, mutateOverrides, primedMatch, mutateMatch]);
  return {
    details: details.data?.data ?? null,
    isFallback: details.data?.metadata.isFallback ?? false,
    isClosed: details.data?.metadata.isClosed ?? false,
    detailsLoading: details.isLoading,
    match: match.error ? null : (match.data ?? null),
    matchLoading: match.isLoading,
    insights: insights.error ? null : (insights.data ?? null),
    insightsLoading: insights.isLoading,
    overrides: overrides.error ? null : (overrides.data ?? null),
    overridesLoading: overrides.isLoading,
  };
}
