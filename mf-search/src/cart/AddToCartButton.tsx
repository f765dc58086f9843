import { useEffect, useState } from 'react';
import { visuallyHidden } from '@careers/shared/a11y';
import { useI18n } from '@careers/shared/i18n';
import './cartMessages';
import { addButton } from './cartStyles';
import { useJobCart } from './useJobCart';
import { notReadyStyle, useHydrated, useNotReady } from '@careers/shared/ui';

/**
 * Puts a position in the job cart or takes it out. A toggle button: one name, 'Add to job cart',
 * pressed while the position is in the cart (a name that changed too would contradict the pressed
 * state), and a polite word once the server took the change. Nothing when the cart is off.
 *
 * A closed position can no longer be added: only 'Remove from job cart' while it is still in the cart
 * (taking it out is all that is left to do), and nothing once it is out. `onRemovedClosed` runs after
 * that last removal, so the caller can put the keyboard somewhere once the button is gone.
 */
export function AddToCartButton({ positionId, closed = false, onRemovedClosed }: { positionId: number; closed?: boolean; onRemovedClosed?: () => void }) {
  const { t } = useI18n();
  const { enabled, items, add, remove } = useJobCart();
  const [said, setSaid] = useState('');
  useEffect(() => setSaid(''), [positionId]);
  // The server drew the button without the cart (it loads in the browser): so does the render that hydrates it.
  const hydrated = useHydrated();
  const notReady = useNotReady(t('cart.notReady'));
  if (!enabled) return null;
  const inCart = hydrated && items.some((item) => item.id === positionId);
  const toggle = async () => {
    setSaid('');
    // A refused change is logged and rolled back by useJobCart (spec §8): the pressed state shows it.
    if (inCart ? await remove(positionId) : await add(positionId)) {
      setSaid(inCart ? t('cart.removed') : t('cart.added'));
      if (inCart && closed) onRemovedClosed?.();
    }
  };
  return (
    <>
      {closed ? (
        inCart && (
          <button type="button" css={addButton} onClick={() => void toggle()}>
            {t('cart.remove')}
          </button>
        )
      ) : (
        <button type="button" css={[addButton, notReadyStyle]} aria-pressed={inCart} {...notReady} onClick={() => void toggle()}>
          <span aria-hidden="true">{inCart ? '✓' : '+'}</span>
          {t('cart.add')}
        </button>
      )}
      {/* Kept after a closed position's button is gone, to say it was removed. */}
      <span role="status" css={visuallyHidden}>
        {said}
      </span>
    </>
  );
}
