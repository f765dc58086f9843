import { useMemo } from 'react';
import { useSnapshot } from 'valtio/react';
import { createVslog } from '@careers/shared/log';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';

/** The form toolkit's `onLog` for this remote: events go to /vslog under 'mf-forms' (e.g. a refused e-sign message). */
export function useFormsLog(): (event: string, data: Record<string, unknown>) => void {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  return useMemo(() => {
    const log = createVslog(transport, { domain, namespace: 'mf-forms' });
    return (event, data) => void log.event(event, data);
  }, [transport, domain]);
}
