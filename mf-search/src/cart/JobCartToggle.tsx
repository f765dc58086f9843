import { visuallyHidden } from '@careers/shared/a11y';
import { useI18n } from '@careers/shared/i18n';
import { PanelToggle } from '../ui/PanelToggle';
import './cartMessages';
import { countBadge } from './cartStyles';
import { jobCartPanel } from './jobCartStore';
import { useJobCart } from './useJobCart';

/** Opens and closes the job cart panel; shows how many positions the cart holds. Nothing when the cart is off. */
export function JobCartToggle() {
  const { t } = useI18n();
  const { enabled, count } = useJobCart();
  if (!enabled) return null;
  return (
    // Drawn by the server on the search page (issue 27): says it is not ready until the remote has taken it over.
    <PanelToggle panel={jobCartPanel} notReadyWords={t('cart.notReady')} popup="dialog">
      {/* The name comes from the content, so it holds what is seen ("Job cart 1") and goes on with the
          word the badge leaves out: "Job cart 1 item" (WCAG 2.5.3 label in name; an aria-label
          "Job cart, 1 item" did not contain "Job cart 1" and axe flagged it). The hidden spaces keep
          the words apart in the name whatever the layout does with spaces between flex items. */}
      {t('cart.toggle')}
      {count > 0 && (
        <>
          <span css={visuallyHidden}> </span>
          <span css={countBadge}>{count}</span>
          <span css={visuallyHidden}> {t('cart.toggleCountWord', { count })}</span>
        </>
      )}
    </PanelToggle>
  );
}
