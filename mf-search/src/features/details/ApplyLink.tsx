import type { Theme } from '@emotion/react';
import { isPlainClick, withTracking } from '@careers/shared/location';
import { applyButtonColours } from '@careers/shared/ui';

/**
 * Spec §2: /careers/apply?pid=, and /careers/apply/private?pid= for a private position, with the
 * visit's tracking parameters (issue 14 #4: the application must credit the referral).
 */
const applyHrefOf = (id: number, isPrivate = false): string => withTracking(`/careers/apply${isPrivate ? '/private' : ''}?pid=${id}`);

const applyLink = (theme: Theme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: `0 ${theme.spacing.lg}px`,
    borderRadius: theme.radii.md,
    fontWeight: 500,
    textDecoration: 'none',
    ...applyButtonColours(theme),
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  }) as const;

interface ApplyLinkProps {
  id: number;
  /** The company's own words for it (overrides), else Apply. */
  label: string;
  /** The company takes applications on its own site (overrides.externalApplyUrl): opened in a new tab. */
  external?: string | null;
  isPrivate?: boolean;
  navigate: (url: string) => void;
}

/** The position's Apply: a real link (it works before scripts), followed within the site once they run. */
export function ApplyLink({ id, label, external, isPrivate, navigate }: ApplyLinkProps) {
  if (external) {
    return (
      <a href={external} target="_blank" rel="noopener noreferrer" css={applyLink}>
        {label}
      </a>
    );
  }
  const applyHref = applyHrefOf(id, isPrivate);
  return (
    <a
      href={applyHref}
      css={applyLink}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(applyHref);
      }}
    >
      {label}
    </a>
  );
}
