import type { RouteInfo } from '@careers/shared/location';
import type { I18n } from '@careers/shared/i18n';
import { pageTitle } from './pageTitle';

/**
 * The title of the login page showing a refusal: what went wrong first, so the tab and a screen reader's first
 * words say it ('Incorrect email or password. | Log in | Careers at Acme'). The server draws it and the shell
 * keeps it while the refusal is on screen (useRefusalTitle).
 */
export function refusalTitle(refusal: string, route: RouteInfo | null, company: string, t: I18n['t']): string {
  return t('shell.title.page', { page: refusal, careersAt: pageTitle(route, company, t) });
}
