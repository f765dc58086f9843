import useSWR, { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { fetchProfileAnalysis, fetchProfileDetails, fetchResumes } from './profileApi';
import { profileKeys } from './profileKeys';

export function useProfileDetails() {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  return useSWR(profileKeys.details(domain), () => fetchProfileDetails(transport, domain).then((r) => r.data.profile));
}

export function useProfileAnalysis() {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  return useSWR(profileKeys.analysis(domain), () => fetchProfileAnalysis(transport, domain).then((r) => r.data));
}

export function useResumes() {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  return useSWR(profileKeys.resumes(domain), () => fetchResumes(transport, domain).then((r) => r.data.resumes));
}

/** Revalidates every profile read (after an edit, an upload, a confirmation). */
export function useRefreshProfile() {
  const { mutate } = useSWRConfig();
  const { domain } = useSnapshot(sessionStore);
  return () => Promise.all([mutate(profileKeys.details(domain)), mutate(profileKeys.analysis(domain)), mutate(profileKeys.resumes(domain))]);
}
