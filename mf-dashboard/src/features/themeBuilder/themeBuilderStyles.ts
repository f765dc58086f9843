import type { Theme } from '@emotion/react';
import { cardSurface, controlStyles, pageColumn as sharedPageColumn, pageHeading } from '@careers/shared/ui';

// Styles of /careers/theme-builder as emotion css objects. Wide screens: the editor and the preview side by side;
// a tablet or phone: the preview under the editor. Logical properties only (right-to-left needs no second style).

export const pageColumn = sharedPageColumn(1440);
export { pageHeading };

export const layout = (theme: Theme) =>
  ({
    display: 'grid',
    gap: theme.spacing.lg,
    gridTemplateColumns: 'minmax(0, 1fr)',
    [`@media (min-width: ${theme.breakpoints.desktop}px)`]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', alignItems: 'start' },
  }) as const;

export const editor = (theme: Theme) =>
  ({
    display: 'grid',
    gap: theme.spacing.md,
    gridTemplateColumns: 'minmax(0, 1fr)',
    [`@media (min-width: ${theme.breakpoints.tablet}px)`]: { gridTemplateColumns: '14rem minmax(0, 1fr)', alignItems: 'start' },
  }) as const;

export const panel = (theme: Theme) =>
  ({
    ...cardSurface(theme),
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing.md,
    minWidth: 0,
    '& h2': { fontSize: theme.typography.size.lg, margin: 0 },
    '& p': { margin: 0 },
    '& fieldset': { border: 0, margin: 0, padding: 0, minWidth: 0 },
    '& legend': { fontWeight: theme.typography.weight.medium, padding: 0, marginBlockEnd: theme.spacing.xs },
    '& select, & textarea': controlStyles(theme),
  }) as const;

export const sectionList = (theme: Theme) =>
  ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing.xs,
    '& button': {
      width: '100%',
      textAlign: 'start',
      minHeight: 44,
      padding: `${theme.spacing.xs}px ${theme.spacing.sm}px`,
      border: `1px solid transparent`,
      borderRadius: theme.radii.md,
      background: 'transparent',
      color: theme.colors.text,
      font: 'inherit',
      cursor: 'pointer',
    },
    '& button[aria-current="true"]': { borderColor: theme.colors.primary, fontWeight: theme.typography.weight.medium },
    '& button:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  }) as const;

export const colourRow = (theme: Theme) =>
  ({
    display: 'flex',
    alignItems: 'flex-end',
    gap: theme.spacing.sm,
    '& > :first-of-type': { flex: 1 },
    '& input[type="color"]': { width: 48, height: 44, padding: 2, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.sm, background: theme.colors.surface, flex: 'none' },
  }) as const;

export const notes = (theme: Theme) => ({ margin: 0, paddingInlineStart: theme.spacing.md, fontSize: theme.typography.size.sm }) as const;

export const passes = (theme: Theme) => ({ color: theme.colors.success }) as const;
export const fails = (theme: Theme) => ({ color: theme.colors.error, fontWeight: theme.typography.weight.medium }) as const;

export const muted = (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.typography.size.sm }) as const;

export const fieldError = (theme: Theme) => ({ color: theme.colors.error, fontSize: theme.typography.size.sm, margin: 0 }) as const;

export const buttonRow = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing.sm, alignItems: 'center' }) as const;

export const checkRow = (theme: Theme) =>
  ({
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing.sm,
    '& input': { width: 20, height: 20, margin: '2px 0 0', flex: 'none' },
  }) as const;

export const previewFrame = (theme: Theme) =>
  ({
    width: '100%',
    height: '70vh',
    minHeight: 480,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.background,
  }) as const;

export const imagePreview = (theme: Theme) =>
  ({ maxWidth: '100%', maxHeight: 120, objectFit: 'contain', border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.sm, alignSelf: 'flex-start' }) as const;
