import { Button } from '@careers/shared/ui';
import { useSearchI18n } from '../../i18n/useSearchI18n';

/** Spec §9: page size 10. */
export const PAGE_SIZE = 10;

export interface PaginationProps {
  start: number;
  count: number;
  onPage: (start: number) => void;
}

/** Previous and next page of results, with where the visitor is. */
export function Pagination({ start, count, onPage }: PaginationProps) {
  const { t } = useSearchI18n();
  const pages = Math.ceil(count / PAGE_SIZE);
  if (pages <= 1) return null;
  const page = Math.floor(start / PAGE_SIZE) + 1;
  return (
    <nav aria-label={t('search.pages')} css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginTop: 16 }}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(Math.max(0, start - PAGE_SIZE))}>
        {t('search.pages.previous')}
      </Button>
      <span>{t('search.pages.status', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(start + PAGE_SIZE)}>
        {t('search.pages.next')}
      </Button>
    </nav>
  );
}
