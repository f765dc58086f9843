export { currentHref, navigateWithin } from './locationStore';
export { useHref } from './useHref';
export { matchesPage } from './matchesPage';
export { TRACKING_PARAMS, isTrackingValue, trackingParamsOf } from './trackingValues';
export type { TrackingParam, TrackingParams } from './trackingValues';
export { currentTracking, withTracking } from './trackingParams';
export { forgetLoginPlace, keepLoginPlace, keptLoginPlace, placeOf } from './loginPlace';
export type { LoginPlace } from './loginPlace';
