import type { MouseEvent, ReactNode } from 'react';
import type { Interpolation, Theme } from '@emotion/react';
import { isPlainClick } from '@careers/shared/location';
import { confirmLeave } from '../routing/leaveGuard';

export interface AppLinkProps {
  href: string;
  /** Client-side navigation to `href` (the shell's navigate, or navigateWithin for this remote's pages). */
  go: (href: string) => void;
  children: ReactNode;
  css?: Interpolation<Theme>;
  'aria-describedby'?: string;
}

/**
 * A real link (open in a new tab works) that moves without a page load on a plain click, after asking
 * when the page has unsaved answers (routing/leaveGuard).
 */
export function AppLink({ href, go, children, ...rest }: AppLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (confirmLeave()) go(href);
  };
  return (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
