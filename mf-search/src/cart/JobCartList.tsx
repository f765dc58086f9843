import { useRef, useState, type RefObject } from 'react';
import { visuallyHidden } from '@careers/shared/a11y';
import { useI18n } from '@careers/shared/i18n';
import { StateScreen } from '@careers/shared/ui';
import { plainList } from '../ui/styles';
import { useRemovalFocus } from '../ui/useRemovalFocus';
import { JobCartItemRow } from './JobCartItemRow';
import { body } from './cartPanelStyles';
import type { JobCart } from './useJobCart';

interface JobCartListProps {
  cart: JobCart;
  /** Where the keyboard goes when the last position is removed. */
  panel: RefObject<HTMLElement | null>;
  onOpenPosition(id: number): void;
}

/** The job cart panel's content: its loading, error and empty states, or the kept positions, each removable. */
export function JobCartList({ cart, panel, onOpenPosition }: JobCartListProps) {
  const { t } = useI18n();
  const listRef = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const focus = useRemovalFocus(cart.items, listRef, panel);

  const remove = async (id: number, name: string, row: number) => {
    focus.removing(id, row);
    if (await cart.remove(id)) setAnnouncement(t('cart.itemRemoved', { name }));
    else focus.kept();
  };

  const invalid = new Set(cart.invalidPositionIds);
  return (
    <>
      <div css={body}>
        {cart.isLoading && cart.count === 0 ? (
          <StateScreen state="loading" />
        ) : cart.error && cart.count === 0 ? (
          <StateScreen state="error" onRetry={cart.reload} />
        ) : cart.count === 0 ? (
          <StateScreen state="empty" message={t('cart.empty')} />
        ) : (
          <ul css={plainList} ref={listRef}>
            {cart.items.map((item, row) => (
              <JobCartItemRow
                key={item.id}
                item={item}
                invalid={invalid.has(item.id)}
                onOpen={() => onOpenPosition(item.id)}
                onRemove={(name) => void remove(item.id, name, row)}
              />
            ))}
          </ul>
        )}
      </div>
      <p css={visuallyHidden} role="status">
        {announcement}
      </p>
    </>
  );
}
