import useSWR from 'swr';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useTransport, type Transport } from '@careers/shared/transport';
import type { DeleteSavedSearchResponse, SavedSearch, SavedSearchAlert, SavedSearchResponse, SavedSearchesResponse, SetSavedSearchAlertBody } from '@careers/shared/contracts';

/** The SWR key of the candidate's saved searches; settings and the dashboard share it. */
const savedSearchesKey = (domain: string) => ['saved_searches', domain] as const;

async function fetchSavedSearches(transport: Transport, domain: string): Promise<SavedSearch[]> {
  return (await transport.get<SavedSearchesResponse>('/api/pcsx/saved_searches', { params: { domain } })).data.savedSearches;
}

/** DELETE /api/pcsx/saved_searches/:id. */
export async function deleteSavedSearch(transport: Transport, domain: string, id: number): Promise<void> {
  await transport.delete<DeleteSavedSearchResponse>(`/api/pcsx/saved_searches/${id}`, undefined, { params: { domain } });
}

/** PUT /api/pcsx/saved_searches/:id/alert: in-app only, or in-app and e-mail. */
export async function setSavedSearchAlert(transport: Transport, domain: string, id: number, alert: SavedSearchAlert): Promise<SavedSearch> {
  const body: SetSavedSearchAlertBody = { alert, domain };
  return (await transport.put<SavedSearchResponse>(`/api/pcsx/saved_searches/${id}/alert`, body)).data;
}

/** The candidate's saved searches, newest first. */
export function useSavedSearches() {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  return useSWR(savedSearchesKey(domain), () => fetchSavedSearches(transport, domain));
}
