import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { notReadyStyle, useNotReady } from '@careers/shared/ui';
import type { PanelStore } from './definePanelStore';
import { controlButton } from './styles';

interface PanelToggleProps {
  panel: PanelStore;
  /** What it says until the remote has taken over the server's page (issue 27), in the caller's catalogue. */
  notReadyWords: string;
  /** aria-haspopup: said by a toggle whose panel is a modal dialog. */
  popup?: 'dialog';
  /** The button's name. */
  children: ReactNode;
}

/** The button that opens and closes a side panel of the search page (the job cart, the assistant). */
export function PanelToggle({ panel, notReadyWords, popup, children }: PanelToggleProps) {
  const { open } = useSnapshot(panel.store);
  const notReady = useNotReady(notReadyWords);
  return (
    <button
      id={panel.toggleId}
      type="button"
      css={[controlButton, notReadyStyle]}
      {...notReady}
      aria-expanded={open}
      aria-haspopup={popup}
      // Only while the panel exists: a reference to a missing element confuses screen readers.
      aria-controls={open ? panel.panelId : undefined}
      onClick={panel.toggle}
    >
      {children}
    </button>
  );
}
