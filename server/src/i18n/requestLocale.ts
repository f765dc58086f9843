import type { FastifyRequest } from 'fastify';
import { pickLanguage } from '../services/bootData';
import type { Domain } from '../services/domains';
import { availableLocales } from '@careers/shared/i18n/availableLocales';
import { chooseLocale } from '@careers/shared/i18n/chooseLocale';
import { acceptedLanguages } from '@careers/shared/i18n/shownLocale';
import { serverI18n, type ServerI18n } from './serverI18n';

/**
 * The language the request asks for by name: its `?hl=`, else the `x-locale` header the browser's transport sends on
 * every API call (the language the page shows, which may be a `?hl=` of the page's own address or a language just
 * chosen in settings). Either is only a wish: requestLocale keeps it only among the company's languages.
 */
function askedLanguage(request: FastifyRequest): unknown {
  return (request.query as { hl?: unknown } | undefined)?.hl ?? request.headers['x-locale'];
}

/**
 * The language a request's page (or an API answer's texts) is for, as the shell chooses it (spec §9): among the
 * company's supported languages that have messages (availableLocales: a language is offered only when complete),
 * the window setting (`?hl=` or the transport's `x-locale`, else the candidate's saved language, else the company's
 * default), then the browser's Accept-Language, then English. `hl` defaults to what the request asks (askedLanguage).
 * The one computation of it: the shell page, every page the server draws itself and every API text use it.
 * @example requestLocale(domain, request) // 'es' for `Accept-Language: es` on a company without a default
 */
export function requestLocale(domain: Domain, request: FastifyRequest, hl: unknown = askedLanguage(request)): string {
  const windowSetting = pickLanguage(domain, hl, request.candidate ?? null);
  const browserLanguages = acceptedLanguages(request.headers['accept-language']);
  return chooseLocale({ windowSetting, browserLanguages, supported: availableLocales(domain.settings.configs.supportedLanguages) });
}

/**
 * The translator of a page the server draws for `request` (login, log-out, errors, job alert links, the verify page),
 * in the request's language where the server has texts for it, else English.
 */
export function pageI18n(domain: Domain, request: FastifyRequest): ServerI18n {
  return serverI18n(requestLocale(domain, request));
}

/**
 * The same without a company (a failure before it is known): `?hl=`, then Accept-Language, among the languages the
 * server has texts in.
 */
export function requestI18nWithoutDomain(request: FastifyRequest, supported: readonly string[]): ServerI18n {
  const hl = askedLanguage(request);
  const windowSetting = typeof hl === 'string' ? hl : undefined;
  return serverI18n(chooseLocale({ windowSetting, browserLanguages: acceptedLanguages(request.headers['accept-language']), supported }));
}
