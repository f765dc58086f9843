import type { ReactNode } from 'react';
import { scriptOnly, useHydrated } from '@careers/shared/ui';

/**
 * One of the two places of Save search (above the results from a tablet up, below them on a phone, issue 14 #19).
 * The server draws the page without knowing the window (issue 27): until the remote has taken it over both places
 * hold it, each shown by its media query, so nothing moves on any width; then only the one `phone` names. Its own
 * component, so the takeover's change re-renders this and not the page. Not drawn without scripts.
 */
export function SaveSearchPlace({ media, phone, children }: { media: 'phone' | 'tabletUp'; phone: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  if (hydrated && phone !== (media === 'phone')) return null;
  return <div css={[scriptOnly, hydrated ? undefined : (theme) => ({ [media === 'phone' ? theme.mq.tabletUp : theme.mq.phone]: { display: 'none' } })]}>{children}</div>;
}
