import { useSnapshot } from 'valtio/react';
import { useI18n } from '@careers/shared/i18n';
import './cartMessages';
import { countBadge, toggleButton } from './cartStyles';
import { JOB_CART_PANEL_ID, JOB_CART_TOGGLE_ID, jobCartStore, toggleJobCart } from './jobCartStore';
import { useJobCart } from './useJobCart';

/** Opens and closes the job cart panel; shows how many positions the cart holds. Nothing when the cart is off. */
export function JobCartToggle() {
  const { t } = useI18n();
  const { open } = useSnapshot(jobCartStore);
  const { enabled, count } = useJobCart();
  if (!enabled) return null;
  // The name says what the badge shows; it starts with the visible text (WCAG 2.5.3 label in name).
  const label = count === 0 ? t('cart.toggle') : `${t('cart.toggle')}, ${t('cart.toggleCount', { count })}`;
  return (
    <button
      id={JOB_CART_TOGGLE_ID}
      type="button"
      css={toggleButton}
      aria-label={label}
      aria-expanded={open}
      aria-haspopup="dialog"
      // Only while the panel exists: a reference to a missing element confuses screen readers.
      aria-controls={open ? JOB_CART_PANEL_ID : undefined}
      onClick={toggleJobCart}
    >
      {t('cart.toggle')}
      {count > 0 && (
        <span css={countBadge} aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
