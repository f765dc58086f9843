import type { Theme } from '@emotion/react';
import { notReadyBubble } from '@careers/shared/ui';
import { tokens } from '../fields/styles';
import { UNMEASURED_FOOTER_HEIGHT } from './FooterBar';

/**
 * The form element's look: the toolkit's text and font, the not-ready bubble on its own buttons until the remote
 * runs, and room kept for the sticky footer bar around a focused control.
 */
export function formBodyStyles(theme: Theme, notReadyWords: string) {
  return {
    '&[data-not-ready] button:not([data-not-ready])': { position: 'relative', cursor: 'progress' },
    '&[data-not-ready] button:not([data-not-ready]):is(:hover, :focus, :active)::after': {
      content: JSON.stringify(notReadyWords),
      ...notReadyBubble(theme),
    },
    color: tokens(theme).colors.text,
    fontFamily: tokens(theme).typography.fontFamily,
    // A control that takes focus scrolls clear of the sticky footer bar (WCAG 2.4.11); the margin must sit
    // on the focused element itself. :where() keeps it weaker than the footer's own buttons' rule.
    // The bar's height is measured by the form's scripts (useFooterHeight); until they run, and always in a
    // browser that runs none, a bar's worth is assumed: with 0 the 'needs JavaScript' bar hid the Country box
    // at 390 px and the not-ready Submit bar the phone's boxes (user trial, session 16).
    '& :where(input, select, textarea, button, iframe, [tabindex])': {
      scrollMarginBottom: `calc(var(--form-footer-height, ${UNMEASURED_FOOTER_HEIGHT}) + 16px)`,
      scrollMarginTop: tokens(theme).spacing.xl,
    },
  } as const;
}
