import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '@careers/shared/i18n';
import { PanelFrame } from '@careers/shared/ui';
import { usePanelFocus } from '../ui/usePanelFocus';
import './cartPanelMessages';
import { backdrop, drawer } from './cartPanelStyles';
import { JobCartList } from './JobCartList';
import { jobCartPanel } from './jobCartStore';
import type { JobCartPanelProps } from './LazyJobCartPanel';
import { useJobCart } from './useJobCart';

/**
 * The job cart as a modal side panel (spec §3 Job cart): the positions kept, each removable, archived ones
 * flagged. Escape, the close button and a click beside it close it; focus then goes back to the cart toggle.
 */
export default function JobCartPanel({ onClose, onOpenPosition }: Omit<JobCartPanelProps, 'open'>) {
  const { t } = useI18n();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cart = useJobCart();
  usePanelFocus(dialogRef, jobCartPanel.toggleId);

  if (!cart.enabled) return null;

  const openPosition = (id: number) => {
    onClose();
    onOpenPosition(id);
  };

  return createPortal(
    <div css={backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <PanelFrame ref={dialogRef} id={jobCartPanel.panelId} title={t('cart.title')} closeLabel={t('cart.close')} onClose={onClose} modal focusable frameCss={drawer}>
        <JobCartList cart={cart} panel={dialogRef} onOpenPosition={openPosition} />
      </PanelFrame>
    </div>,
    document.body,
  );
}
