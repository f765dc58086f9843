import { forwardRef, useId, type KeyboardEvent, type ReactNode } from 'react';
import type { Interpolation, Theme } from '@emotion/react';
import { trapFocus } from '@careers/shared/a11y';
import { modalCloseCss } from './modalStyles';
import { panelHeaderCss } from './panelFrameStyles';

export interface PanelFrameProps {
  /** The panel's DOM id: its toggle's aria-controls names it. */
  id: string;
  /** The heading, and the dialog's accessible name. */
  title: string;
  /** The × button's accessible name, in the caller's catalogue. */
  closeLabel: string;
  /** Called on Escape and by the × button. */
  onClose(): void;
  /** Covering the page: says aria-modal and keeps Tab inside; beside the page, neither. */
  modal: boolean;
  /** The frame itself can take focus (tabIndex -1), for panels that focus it on open. */
  focusable?: boolean;
  /** The frame's box: where and how big the panel is, which is the host's business. */
  frameCss: Interpolation<Theme>;
  /** The title bar's and the × button's look, when the host's differs from the side panels' default. */
  headerCss?: Interpolation<Theme>;
  closeCss?: Interpolation<Theme>;
  children?: ReactNode;
}

/**
 * The frame of a panel that opens over or beside a page (the job cart, the assistant, the notification bell's list):
 * a dialog named by its heading, a × button, Escape to close. Written once so the three keep the same keys, names
 * and roles; focus on open and on close stays with each panel, which differ there (an input, the frame, a toggle).
 * @example <PanelFrame id="cart" title="Job cart" closeLabel="Close" onClose={close} modal frameCss={drawer}>…</PanelFrame>
 */
export const PanelFrame = forwardRef<HTMLDivElement, PanelFrameProps>(function PanelFrame(props, ref) {
  const { id, title, closeLabel, onClose, modal, focusable, frameCss, headerCss = panelHeaderCss, closeCss = modalCloseCss, children } = props;
  const titleId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Only this panel closes, not a dialog or page underneath that also listens for Escape.
      event.stopPropagation();
      onClose();
      return;
    }
    if (modal) trapFocus(event, event.currentTarget);
  };

  return (
    <div
      css={frameCss}
      ref={ref}
      id={id}
      role="dialog"
      aria-modal={modal || undefined}
      aria-labelledby={titleId}
      tabIndex={focusable ? -1 : undefined}
      onKeyDown={onKeyDown}
    >
      <div css={headerCss}>
        <h2 id={titleId}>{title}</h2>
        <button css={closeCss} type="button" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </div>
  );
});
