import { useId } from 'react';
import { useI18n } from '@careers/shared/i18n';
import { invalidFlag, item as itemStyle, itemText, muted, positionLink, removeButton } from './cartPanelStyles';
import type { JobCartItem } from './jobCartApi';
import { isPlainClick, withTracking } from '@careers/shared/location';

export interface JobCartItemRowProps {
  item: JobCartItem;
  /** In invalidPositionIds: the position is closed (the server's rule: archived or past its valid_through). */
  invalid: boolean;
  onOpen(): void;
  onRemove(name: string): void;
}

/** One position in the cart: a link to its page, its location, the closed flag and a remove button. */
export function JobCartItemRow({ item, invalid, onOpen, onRemove }: JobCartItemRowProps) {
  const { t } = useI18n();
  const flagId = useId();
  // Just added: the name arrives with the server's answer.
  const name = item.name || t('cart.untitled', { id: item.id });
  return (
    <li css={itemStyle}>
      <div css={itemText}>
        <a
          css={positionLink}
          href={withTracking(`/careers/job/${item.id}`)}
          aria-describedby={invalid ? flagId : undefined}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onOpen();
          }}
        >
          {name}
        </a>
        {item.location && <span css={muted}>{item.location}</span>}
        {invalid && (
          <span css={invalidFlag} id={flagId}>
            {t('cart.invalid')}
          </span>
        )}
      </div>
      <button css={removeButton} type="button" data-remove="" aria-label={t('cart.removeItemLabel', { name })} onClick={() => onRemove(name)}>
        {t('cart.removeItem')}
      </button>
    </li>
  );
}
