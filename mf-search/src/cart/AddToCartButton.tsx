import { useI18n } from '@careers/shared/i18n';
import './cartMessages';
import { addButton } from './cartStyles';
import { useJobCart } from './useJobCart';

/** Puts a position in the job cart or takes it out; pressed while it is in. Nothing when the cart is off. */
export function AddToCartButton({ positionId }: { positionId: number }) {
  const { t } = useI18n();
  const { enabled, items, add, remove } = useJobCart();
  if (!enabled) return null;
  const inCart = items.some((item) => item.id === positionId);
  return (
    <button type="button" css={addButton} aria-pressed={inCart} onClick={() => void (inCart ? remove(positionId) : add(positionId))}>
      {inCart ? t('cart.remove') : t('cart.add')}
    </button>
  );
}
