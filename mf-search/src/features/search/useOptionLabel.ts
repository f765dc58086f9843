import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';

/** The company's label of an option value (searchOptionsMap[key].options.labelMap), e.g. FULL_TIME → 'Full-time'. */
export function useOptionLabel(): (key: string, value: string) => string {
  const { configs } = useSnapshot(sessionStore);
  const map = configs?.pcsxConfig.searchOptionsMap;
  return (key, value) => map?.[key]?.options?.labelMap?.[value] ?? value;
}
