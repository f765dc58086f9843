import { matchesPage } from '@careers/shared/location';

interface LayoutConfig {
  readonly pcsxConfig: { readonly dashboardConfig: { readonly redirectToV2?: boolean } };
}

/**
 * The dashboard layout the address shows ('v1' tabs, 'v2' cards), or null for another page, or for v1 when the
 * company sends it to v2 (the shell redirects in the browser: shell/src/routes/redirectFor.ts).
 */
export function dashboardLayoutOf(pathname: string, configs: LayoutConfig | null | undefined): 'v1' | 'v2' | null {
  if (matchesPage('/dashboardv2', pathname)) return 'v2';
  if (!matchesPage('/dashboard', pathname)) return null;
  return configs?.pcsxConfig.dashboardConfig.redirectToV2 ? null : 'v1';
}
