import type { RouteInfo } from '@careers/shared/location';
import type { I18n } from '@careers/shared/i18n';
// The shell's texts (shell.title.*) are in the registry wherever a title is made.
import '../i18n/useShellI18n';

/**
 * 'Careers at {company}' on search (spec §1); '{Page} | Careers at {company}' elsewhere, in the page's language
 * (`t` of the shown locale; the route names its title by key, shell.title.*).
 */
export function pageTitle(route: RouteInfo | null, company: string, t: I18n['t']): string {
  const careersAt = t('shell.title.careersAt', { company });
  return route?.titleKey ? t('shell.title.page', { page: t(route.titleKey), careersAt }) : careersAt;
}
