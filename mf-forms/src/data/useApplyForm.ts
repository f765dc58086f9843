import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { fetchApplyForm } from './formsApi';
import { useLoadedOnce } from './useLoadedOnce';

/**
 * The application form of position `pid`, the position, and the candidate's draft answers when a
 * draft exists (GET /api/pcsx/apply_form).
 */
export function useApplyForm(pid: number | null) {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  return useLoadedOnce(pid ? ['apply_form', domain, pid] : null, () => fetchApplyForm(transport, domain, pid as number));
}
