import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useFormsI18n } from '../i18n/useFormsI18n';

/**
 * Names the page in the tab once its data is known ('Apply for Data Engineer | Careers at Acme').
 * The shell writes the route's generic title on every route change; this writes the precise one
 * after it, and again after later routing events (query-only moves) while the page is shown.
 */
export function useDocumentTitle(page: string | null): void {
  const { t } = useFormsI18n();
  const company = useSnapshot(sessionStore).configs?.company.name ?? '';
  const title = page ? t('formsPage.title', { page, company }) : null;
  useEffect(() => {
    if (!title) return;
    const apply = () => {
      document.title = title;
    };
    apply();
    window.addEventListener('single-spa:routing-event', apply);
    return () => window.removeEventListener('single-spa:routing-event', apply);
  }, [title]);
}
