import type { MouseEvent, ReactNode } from 'react';
import type { Interpolation, Theme } from '@emotion/react';
import { isPlainClick } from '@careers/shared/location';
import { useOffersNavigation } from './OffersNavigation';

export interface OffersLinkProps {
  /** An offers page address from `offersHref` (it carries `domain`). */
  href: string;
  children: ReactNode;
  css?: Interpolation<Theme>;
  'aria-label'?: string;
  replace?: boolean;
}

/**
 * A real link to an offers page: open-in-new-tab and copy-link work on the careers site, and a
 * plain click moves through `useOffersNavigation().go` (no page load; in the widget, no change of
 * the host page's address). In the widget the href is the careers site's path, which on the
 * host's origin would be wrong, so it is left out there and the element is a button.
 */
export function OffersLink({ href, children, replace, ...rest }: OffersLinkProps) {
  const { embedded, go } = useOffersNavigation();
  if (embedded) {
    return (
      <button type="button" onClick={() => go(href, { replace })} {...rest}>
        {children}
      </button>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    go(href, { replace });
  };
  return (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
