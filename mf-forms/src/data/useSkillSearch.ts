import { useCallback } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { searchSkills } from './formsApi';

/** The skill search of skillSelector questions (spec §7 "Skill search goes through a supplied search function"). */
export function useSkillSearch(): (query: string) => Promise<string[]> {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  return useCallback((query: string) => (query.trim() ? searchSkills(transport, domain, query.trim()) : Promise.resolve([])), [transport, domain]);
}
