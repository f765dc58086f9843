import { createContext, useContext, useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '@careers/shared/i18n';
import { trapFocus } from '@careers/shared/a11y';
import { themeOf } from '@careers/shared/theme';

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

/** The focused element, looking inside shadow roots (where document.activeElement is only the host). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** An accessible modal dialog: focus is trapped inside and returns to where it was when the dialog closes. */
export function Modal({ open, ...props }: ModalProps) {
  const container = useContext(ModalContainerContext);
  return open ? createPortal(<ModalDialog {...props} />, container ?? document.body) : null;
}

function ModalDialog({ title, onClose, children, footer, initialFocusRef, width = 560 }: Omit<ModalProps, 'open'>) {
  const { t } = useI18n();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = deepActiveElement();
    (initialFocusRef?.current ?? dialogRef.current)?.focus();
    return () => previous?.focus();
    // Only on open and close: re-running would steal focus back while the user works in the dialog.
  }, []);

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
      css={(theme) => {
        const { colors, zIndex, spacing } = themeOf(theme);
        return {
          position: 'fixed',
          inset: 0,
          zIndex: zIndex.modal,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          padding: spacing.md,
          background: colors.overlay,
        };
      }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        css={(theme) => {
          const { colors, radii, spacing, typography, mq } = themeOf(theme);
          return {
            width: '100%',
            maxWidth: width,
            maxHeight: `calc(100vh - ${spacing.xl}px)`,
            overflowY: 'auto',
            background: colors.background,
            color: colors.text,
            borderRadius: radii.lg,
            padding: spacing.lg,
            fontFamily: typography.fontFamily,
            '&:focus': { outline: 'none' },
            [mq.phone]: { maxWidth: '100%', padding: spacing.md },
          };
        }}
      >
        <div css={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 16 }}>
          <h2 id={titleId} css={{ margin: 0, fontSize: 20, lineHeight: 1.25 }}>
            {title}
          </h2>
          <button
            type="button"
            aria-label={t('shared.modal.close')}
            onClick={onClose}
            css={(theme) => {
              const { colors, radii } = themeOf(theme);
              return {
                minWidth: 44,
                minHeight: 44,
                border: 0,
                borderRadius: radii.md,
                background: 'transparent',
                color: colors.text,
                fontSize: 24,
                lineHeight: 1,
                cursor: 'pointer',
                '&:hover': { background: colors.surface },
                '&:focus-visible': { outline: `3px solid ${colors.focusRing}`, outlineOffset: 2 },
              };
            }}
          >
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
