import { useEffect } from 'react';
import { pageOf } from './pageOf';
import { currentHref } from '@careers/shared/location';

/**
 * Names the browser tab while a job page shows (null: leaves the shell's title). The shell titles
 * each route on its routing events ('Job details | Careers at …'); a move from one job to another
 * comes with such an event, which may arrive after the details, so the name is put back after it.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return undefined;
    const apply = () => {
      if (pageOf(currentHref()).kind === 'job') document.title = title;
    };
    apply();
    window.addEventListener('single-spa:routing-event', apply);
    return () => window.removeEventListener('single-spa:routing-event', apply);
  }, [title]);
}
