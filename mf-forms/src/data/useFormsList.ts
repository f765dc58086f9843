import useSWR from 'swr';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { fetchFormsList } from './formsApi';
import type { FormTabId } from '@careers/shared/contracts';

/**
 * The candidate's forms of one tab, with every tab's count (GET /api/pcsx/forms_list). Refetched
 * when the window regains focus: a form finished in another tab should move here too.
 */
export function useFormsList(tab: FormTabId) {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  return useSWR(['forms_list', domain, tab], () => fetchFormsList(transport, domain, tab), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
}
