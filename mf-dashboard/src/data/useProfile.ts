import useSWR from 'swr';
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
