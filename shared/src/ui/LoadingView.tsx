import type { Theme } from '@emotion/react';
import { Spinner } from './Spinner';
import { scriptOnly, withoutScriptsOnly } from './scriptOnly';
import { stateBox } from './stateBox';
import { useHydrated } from './useHydrated';
import { themeOf } from '@careers/shared/theme';

export interface LoadingViewProps {
  /**
   * For a part the server draws but only the browser fills: what a browser without scripts reads in the
   * spinner's place (it would spin forever there). Omitted, the spinner shows everywhere.
   */
  withoutScripts?: string;
}

/**
 * A spinner in place of a view, announced as 'Loading' (a status). With `withoutScripts`, the server's markup also
 * carries that text for browsers without scripts (the `(scripting: none)` query, so with scripts the spinner shows
 * from the first paint and the render that hydrates draws the same two nodes); the text leaves after hydration:
 * it is never drawn where scripts run, so nothing moves (issue 27).
 */
export function LoadingView({ withoutScripts }: LoadingViewProps) {
  const spinner = (
    <div data-state="loading" css={stateBox}>
      <Spinner />
    </div>
  );
  if (withoutScripts === undefined) return spinner;
  return (
    <>
      <div css={scriptOnly}>{spinner}</div>
      <NeedsScripts text={withoutScripts} />
    </>
  );
}

// The room of the spinner's box: its padding around a 32 px spinner.
const needsScriptsStyle = (theme: Theme) => {
  const { spacing, colors } = themeOf(theme);
  return {
    ...withoutScriptsOnly('block'),
    margin: 0,
    minHeight: 32 + 2 * spacing.xl,
    padding: `${spacing.xl}px ${spacing.md}px`,
    boxSizing: 'border-box',
    color: colors.textMuted,
    textAlign: 'center',
  } as const;
};

// Its own component so that only loading views the server draws follow hydration (useHydrated redraws once).
function NeedsScripts({ text }: { text: string }) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <p data-state="needs-scripts" css={needsScriptsStyle}>
      {text}
    </p>
  );
}
