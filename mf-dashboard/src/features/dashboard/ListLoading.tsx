import { StateScreen, scriptOnly, useHydrated, withoutScriptsOnly } from '@careers/shared/ui';
import { useDashboardI18n } from './useDashboardI18n';

export interface ListLoadingProps {
  /** True where one loading state stands for several lists (the dashboard's sections before they settle). */
  many?: boolean;
}

/**
 * The loading state of a list the browser fills. The server draws it too (the dashboard's first view, issue 27),
 * where a browser without scripts would show its spinner forever: there it reads 'This list needs JavaScript…'
 * in the same box instead (the `(scripting: none)` query, so with scripts the spinner shows from the first paint
 * and the render that hydrates draws the same two nodes). The text leaves after hydration: it is never drawn where
 * scripts run, so nothing moves.
 */
export function ListLoading({ many = false }: ListLoadingProps) {
  const { t } = useDashboardI18n();
  const hydrated = useHydrated();
  return (
    <>
      <div css={scriptOnly}>
        <StateScreen state="loading" />
      </div>
      {!hydrated && (
        <p
          data-state="needs-scripts"
          // The room of the spinner's box (StateScreen: its padding around a 32 px spinner).
          css={(theme) => ({
            ...withoutScriptsOnly('block'),
            margin: 0,
            minHeight: 32 + 2 * theme.spacing.xl,
            padding: `${theme.spacing.xl}px ${theme.spacing.md}px`,
            boxSizing: 'border-box',
            color: theme.colors.textMuted,
            textAlign: 'center',
          })}
        >
          {t(many ? 'dashboard.listsNeedScripts' : 'dashboard.listNeedsScripts')}
        </p>
      )}
    </>
  );
}
