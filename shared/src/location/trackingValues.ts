// The tracking and referral parameters' names and the rule their values follow (spec §2 "Other
// params carried along"; issue 14 #4). No browser API here: the server checks with the same rule.

/** The parameters, in the spec's order. */
export const TRACKING_PARAMS = ['utm_source', 'utm_campaign', 'src', 'source', 'microsite', 'ref_src', 'referral_token'] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type TrackingParams = Partial<Record<TrackingParam, string>>;

/** Longest value kept; campaign names and referral tokens are far shorter. The server uses the same rule. */
export const TRACKING_VALUE_MAX_LENGTH = 200;

/**
 * Letters and digits of any script, space and . _ ~ + - : @ | / — what campaign names and tokens
 * use. Anything else (<, >, quotes, control characters) makes the value untrustworthy: it is dropped.
 */
const TRACKING_VALUE = /^[\p{L}\p{N} ._~+\-:@|/]+$/u;

/** Whether `value` may be carried and stored. */
export function isTrackingValue(value: string): boolean {
  return value.length > 0 && value.length <= TRACKING_VALUE_MAX_LENGTH && TRACKING_VALUE.test(value);
}

/** The valid tracking parameters of a query string ('?utm_source=mail&x=1' → { utm_source: 'mail' }); the first of repeats wins. */
export function trackingParamsOf(search: string): TrackingParams {
  const query = new URLSearchParams(search);
  const found: TrackingParams = {};
  for (const name of TRACKING_PARAMS) {
    const value = query.get(name)?.trim();
    if (value !== undefined && isTrackingValue(value)) found[name] = value;
  }
  return found;
}
