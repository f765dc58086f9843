import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { requireCandidate } from '../plugins/guards';
import { loginRateLimit } from '../plugins/rateLimit';
import { requestDomain } from '../plugins/requestContext';
import { changePassword, getAccountSettings, setLanguage, updateAccount } from '../services/account/accountSettings';
import { exportCandidateData } from '../services/account/candidateRecords';
import { deleteAccount } from '../services/account/deleteAccount';
import { saveNotificationPreferences } from '../services/account/notificationPreferences';
import { pageI18n, requestLocale } from '../i18n/requestLocale';
import { loginThrottleRules } from '../services/loginThrottle';
import {
  AccountSettingsResponse,
  ChangePasswordBody,
  DeleteAccountBody,
  DeleteAccountResponse,
  LanguageBody,
  NotificationPreferencesBody,
  UpdateAccountBody,
  UpdateAccountResponse,
} from '@careers/shared/contracts/account';
import { DomainQuery, Ok } from '@careers/shared/contracts/schemaParts';
import { requestTimeZone } from './requestTimeZone';
import type { TypedApp } from './typedApp';

/** /careers/settings: the candidate's account. Every call needs a logged-in candidate (and CSRF to change). */
export async function accountRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  const throttle = () => ({ now: ctx.now(), throttle: loginThrottleRules(ctx.config) });
  // Calls that check the password get log-in's tighter per-address limit besides the per-account throttle.
  const guessable = { config: loginRateLimit(ctx.config) };

  const settings = async (request: FastifyRequest) => {
    const domain = await requestDomain(ctx, request);
    const candidate = requireCandidate(request);
    // Its sentences in the page's language: `?hl=`, else the candidate's saved one (just changed by /language too).
    return { data: await getAccountSettings(ctx.db, domain, candidate, pageI18n(domain, request)) };
  };

  app.get('/api/pcsx/account/settings', { schema: { querystring: DomainQuery, response: { 200: AccountSettingsResponse } } }, settings);

  app.post('/api/pcsx/account/profile', { ...guessable, schema: { body: UpdateAccountBody, response: { 200: UpdateAccountResponse } } }, async (request) => {
    await requestDomain(ctx, request);
    return { data: await updateAccount(ctx.db, requireCandidate(request), request.body, throttle()) };
  });

  app.post('/api/pcsx/account/password', { ...guessable, schema: { body: ChangePasswordBody, response: { 200: Ok } } }, async (request) => {
    await requestDomain(ctx, request);
    await changePassword(ctx.db, requireCandidate(request), request.body, request.session?.idHash ?? null, throttle());
    return { ok: true as const };
  });

  app.post('/api/pcsx/account/notifications', { schema: { body: NotificationPreferencesBody, response: { 200: AccountSettingsResponse } } }, async (request) => {
    await requestDomain(ctx, request);
    await saveNotificationPreferences(ctx.db, requireCandidate(request), request.body.preferences);
    return settings(request);
  });

  app.post('/api/pcsx/account/language', { schema: { body: LanguageBody, response: { 200: AccountSettingsResponse } } }, async (request) => {
    const domain = await requestDomain(ctx, request);
    await setLanguage(ctx.db, domain, requireCandidate(request), request.body.language);
    return settings(request);
  });

  // One JSON file with every record about the candidate (services/account/candidateRecords.ts).
  app.get('/api/pcsx/account/export', { schema: { querystring: DomainQuery } }, async (request, reply) => {
    const domain = await requestDomain(ctx, request);
    const candidate = requireCandidate(request);
    const now = new Date(ctx.now());
    // Its sentence for people and its notifications' texts in the language (and zone) of the candidate's pages.
    const data = await exportCandidateData(ctx.db, candidate, now, { locale: requestLocale(domain, request), timeZone: requestTimeZone(request), companyName: domain.name });
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="my-data-${now.toISOString().slice(0, 10)}.json"`)
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(data, null, 2));
  });

  app.post('/api/pcsx/account/delete', { ...guessable, schema: { body: DeleteAccountBody, response: { 200: DeleteAccountResponse } } }, async (request, reply) => {
    // Before the session ends: the candidate's saved language counts.
    const i18n = pageI18n(await requestDomain(ctx, request), request);
    const { keptSignedOffers } = await deleteAccount(ctx.db, requireCandidate(request), request.body, throttle(), i18n);
    // The session row went with the account; this clears the cookie and the request's candidate.
    await ctx.sessions.end(request, reply);
    return { ok: true as const, keptSignedOffers, kept: i18n.t('server.account.keptAfterDeletion') };
  });
}
