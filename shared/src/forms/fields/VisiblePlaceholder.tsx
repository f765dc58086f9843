import type { ReactNode } from 'react';
import { tokens } from './styles';

/**
 * Shows `text` over an empty date, time or month input that does not have the focus. Chromium and Firefox
 * ignore `placeholder` on these types and draw their own 'mm/dd/yyyy' or '-------- ----' instead; this hides
 * that pattern (transparent text while empty) and draws the placeholder in its place. With the focus the
 * browser's own fields come back, so typing and the keyboard work as the browser made them. The overlay
 * is aria-hidden and lets clicks through: the input keeps its label, and its `placeholder` attribute for
 * assistive technology that reads it.
 */
export function VisiblePlaceholder({ text, empty, children, maxWidth }: { text: string; empty: boolean; children: ReactNode; maxWidth?: number }) {
  return (
    <span
      css={(theme) => ({
        position: 'relative',
        display: 'block',
        maxWidth,
        // A date typed in part has no value yet but is :invalid (badInput): it stays visible, unhidden.
        ...(empty && {
          '& input:not(:focus):not(:invalid)': { color: 'transparent' },
          '& input:not(:focus):not(:invalid)::-webkit-datetime-edit': { color: 'transparent' },
          '& input:focus + [data-placeholder], & input:invalid + [data-placeholder]': { display: 'none' },
        }),
        '& [data-placeholder]': {
          position: 'absolute',
          top: '50%',
          insetInlineStart: tokens(theme).spacing.md - 3,
          insetInlineEnd: 40,
          transform: 'translateY(-50%)',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          pointerEvents: 'none',
          color: tokens(theme).colors.textMuted,
        },
      })}
    >
      {children}
      {empty && (
        <span data-placeholder="" aria-hidden="true">
          {text}
        </span>
      )}
    </span>
  );
}
