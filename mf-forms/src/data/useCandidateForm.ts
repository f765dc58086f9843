import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { fetchForm } from './formsApi';
import { useLoadedOnce } from './useLoadedOnce';

/** One form with the candidate's answers and its status (GET /api/pcsx/forms/:formId). */
export function useCandidateForm(formId: string | null) {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  return useLoadedOnce(formId ? ['form', domain, formId] : null, () => fetchForm(transport, domain, formId as string));
}
