import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { trapFocus, visuallyHidden } from '@careers/shared/a11y';
import { useI18n } from '@careers/shared/i18n';
import { StateScreen } from '@careers/shared/ui';
import './cartPanelMessages';
import { JobCartItemRow } from './JobCartItemRow';
import { backdrop, body, drawer, header, iconButton, list } from './cartPanelStyles';
import { JOB_CART_PANEL_ID, JOB_CART_TOGGLE_ID } from './jobCartStore';
import type { JobCartPanelProps } from './LazyJobCartPanel';
import { useJobCart } from './useJobCart';

/**
 * The job cart as a modal side panel (spec §3 Job cart): the positions kept, each removable, archived ones
 * flagged. Escape, the close button and a click beside it close it; focus then goes back to the cart toggle.
 */
export default function JobCartPanel({ onClose, onOpenPosition }: Omit<JobCartPanelProps, 'open'>) {
  const { t } = useI18n();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const cart = useJobCart();
  const [announcement, setAnnouncement] = useState('');
  // A removal takes its own button away: focus then goes to the row that takes its place.
  const [focusAfter, setFocusAfter] = useState<{ id: number; row: number } | null>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => (document.getElementById(JOB_CART_TOGGLE_ID) ?? previous)?.focus();
    // Only on open and close: re-running would pull focus away while the visitor works in the panel.
  }, []);

  useLayoutEffect(() => {
    if (!focusAfter || cart.items.some((item) => item.id === focusAfter.id)) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [];
    (buttons[Math.min(focusAfter.row, buttons.length - 1)] ?? dialogRef.current)?.focus();
    setFocusAfter(null);
  }, [focusAfter, cart.items]);

  if (!cart.enabled) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapFocus(event, dialogRef.current);
  };

  const remove = async (id: number, name: string, row: number) => {
    setFocusAfter({ id, row });
    if (await cart.remove(id)) setAnnouncement(t('cart.itemRemoved', { name }));
    else setFocusAfter(null);
  };

  const openPosition = (id: number) => {
    onClose();
    onOpenPosition(id);
  };

  const invalid = new Set(cart.invalidPositionIds);
  return createPortal(
    <div css={backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div css={drawer} ref={dialogRef} id={JOB_CART_PANEL_ID} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <div css={header}>
          <h2 id={titleId}>{t('cart.title')}</h2>
          <button css={iconButton} type="button" aria-label={t('cart.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div css={body}>
          {cart.isLoading && cart.count === 0 ? (
            <StateScreen state="loading" />
          ) : cart.error && cart.count === 0 ? (
            <StateScreen state="error" onRetry={cart.reload} />
          ) : cart.count === 0 ? (
            <StateScreen state="empty" message={t('cart.empty')} />
          ) : (
            <ul css={list} ref={listRef}>
              {cart.items.map((item, row) => (
                <JobCartItemRow
                  key={item.id}
                  item={item}
                  invalid={invalid.has(item.id)}
                  onOpen={() => openPosition(item.id)}
                  onRemove={(name) => void remove(item.id, name, row)}
                />
              ))}
            </ul>
          )}
        </div>
        <p css={visuallyHidden} role="status">
          {announcement}
        </p>
      </div>
    </div>,
    document.body,
  );
}
