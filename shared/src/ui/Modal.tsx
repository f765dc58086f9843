import { createContext, useContext, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '@careers/shared/i18n';
import { trapFocus } from '@careers/shared/a11y';
import { useFocusReturn } from './useFocusReturn';
import { modalBackdropCss, modalCloseCss, modalDialogCss } from './modalStyles';

export interface ModalProps {
  open: boolean;
  /** Shown as the heading and used as the dialog's accessible name. */
  title: string;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  children?: ReactNode;
  /** Action buttons shown under the content. */
  footer?: ReactNode;
  /** Receives focus on open; otherwise the dialog itself does, so its title is announced first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Maximum width in px (phones always get the full width). */
  width?: number;
}

/**
 * Where dialogs are portalled: the page's body by default. A widget rendered in a shadow root on
 * another site's page provides an element inside that root, so its dialogs keep its styles and stay
 * out of the host page's CSS.
 */
const ModalContainerContext = createContext<HTMLElement | null>(null);
export const ModalContainerProvider = ModalContainerContext.Provider;

/** An accessible modal dialog: focus is trapped inside and returns to where it was when the dialog closes. */
export function Modal({ open, ...props }: ModalProps) {
  const container = useContext(ModalContainerContext);
  return open ? createPortal(<ModalDialog {...props} />, container ?? document.body) : null;
}

function ModalDialog({ title, onClose, children, footer, initialFocusRef, width = 560 }: Omit<ModalProps, 'open'>) {
  const { t } = useI18n();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useFocusReturn(initialFocusRef, dialogRef);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      // Only the innermost dialog closes.
      event.stopPropagation();
      onClose();
      return;
    }
    trapFocus(event, dialog);
  }

  return (
    <div
      css={modalBackdropCss}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown} css={modalDialogCss(width)}>
        <div css={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 16 }}>
          <h2 id={titleId} css={{ margin: 0, fontSize: 20, lineHeight: 1.25 }}>
            {title}
          </h2>
          <button type="button" aria-label={t('shared.modal.close')} onClick={onClose} css={modalCloseCss}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div css={{ marginTop: 16 }}>{children}</div>
        {footer && (
          <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8, marginTop: 24 }}>
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}
