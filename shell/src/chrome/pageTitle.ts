import type { RouteInfo } from '@careers/shared/location';

/** 'Careers at {company}' on search (spec §1); '{Page} | Careers at {company}' elsewhere. */
export function pageTitle(route: RouteInfo | null, company: string): string {
  const base = `Careers at ${company}`;
  return route?.title ? `${route.title} | ${base}` : base;
}
