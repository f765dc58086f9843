import type { ReactNode } from 'react';
import { StateScreen } from '@careers/shared/ui';
import { useDashboardI18n } from './useDashboardI18n';

export interface ShowWhenSettledProps {
  /** True once every call that decides the size of what comes first has answered (or failed). */
  settled: boolean;
  children: ReactNode;
}

/**
 * One loading state in place of `children` until `settled`, then all of them at once (issue 27). Shown
 * one by one, a list that answered late grew above the others and pushed them down the screen on a phone
 * (CLS 0.46 on the dashboard). The children are mounted from the start, only hidden, so their own calls
 * go out in parallel and nothing waits longer for its data.
 */
export function ShowWhenSettled({ settled, children }: ShowWhenSettledProps) {
  const { t } = useDashboardI18n();
  return (
    <>
      {/* Drawn by the server too (the dashboard's first view): without scripts it would spin forever. */}
      {!settled && <StateScreen state="loading" withoutScripts={t('dashboard.listsNeedScripts')} />}
      {/* `hidden` takes them out of the layout and the accessibility tree: they appear, they do not move. */}
      <div hidden={!settled}>
        {children}
      </div>
    </>
  );
}
