import { useEffect, useRef } from 'react';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { notice } from '../../ui/styles';

/**
 * The apply page's closed text, in place of the form. When the position closed while the form was
 * open (`takeFocus`), the form the keyboard was in is gone: the notice takes the focus, so it is read
 * out and the keyboard carries on from here rather than from the top of the document.
 */
export function ClosedNotice({ takeFocus }: { takeFocus: boolean }) {
  const { t } = useFormsI18n();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, [takeFocus]);
  return (
    <p ref={ref} role="alert" tabIndex={-1} css={(theme) => ({ ...notice(theme, 'error'), '&:focus': { outline: 'none' } })}>
      {t('formsPage.apply.closed')}
    </p>
  );
}
