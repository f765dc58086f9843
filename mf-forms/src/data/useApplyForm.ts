import { useSnapshot } from 'valtio/react';
import { useHref } from '@careers/shared/location';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { fetchApplyForm } from './formsApi';
import { primedApplyForm } from './primedApplyForm';
import { useLoadedOnce } from './useLoadedOnce';

/**
 * The application form of position `pid`, the position, and the candidate's draft answers when a
 * draft exists (GET /api/pcsx/apply_form): the answer the page was drawn with first (issue 27), else asked for.
 */
export function useApplyForm(pid: number | null) {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const pathname = useHref().split(/[?#]/)[0] ?? '';
  // Loaded once: with the page's answer in hand nothing is asked until the page is opened again.
  const fallbackData = primedApplyForm(domain, pathname, pid);
  return useLoadedOnce(pid ? ['apply_form', domain, pid] : null, () => fetchApplyForm(transport, domain, pid as number), fallbackData);
}
