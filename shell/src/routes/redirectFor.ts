import type { Configs } from '@careers/shared/boot';

/** A page that moved for this company: /careers/dashboard goes to the v2 dashboard when its flag is on. */
export function redirectFor(pathname: string, search: string, configs: Configs | null): string | null {
  if (pathname.replace(/\/+$/, '') === '/careers/dashboard' && configs?.pcsxConfig.dashboardConfig.redirectToV2) {
    return `/careers/dashboardv2${search}`;
  }
  return null;
}
