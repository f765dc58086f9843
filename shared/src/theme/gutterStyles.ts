import { mq } from './mq';
import { gutters } from './tokens';

/** Horizontal content padding per screen class (spec §9); spread into an emotion style object. */
export const gutterStyles = {
  paddingInline: gutters.mobile,
  [mq.tabletUp]: { paddingInline: gutters.tablet },
  [mq.largeDesktopUp]: { paddingInline: gutters.largeDesktop },
  // Last, so it wins over the wider rules' cascade when a zoomed viewport matches several.
  [mq.accessibilityZoom]: { paddingInline: gutters.accessibilityZoom },
};
