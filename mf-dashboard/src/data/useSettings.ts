import useSWR from 'swr';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { fetchSettings } from './settingsApi';

/** The candidate's account settings (name, e-mail, language, notification categories). */
export function useSettings() {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  return useSWR(['account-settings', domain], async () => (await fetchSettings(transport, domain)).data, { revalidateOnFocus: false });
}
