import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { isDomainError } from '../domainErrors';
import { AppError } from '../errors';
import { requestDomain } from '../plugins/requestContext';
import {
  checkConfirmToken,
  checkJobAlertRequest,
  confirmJobAlert,
  describeUnsubscribe,
  storeJobAlert,
  unsubscribe,
} from '../services/alerts/jobAlerts';
import { unsubscribeToken } from '../services/alerts/alertTokens';
import { retryAfterAnswer } from '../services/alerts/retryAfterAnswer';
import { readOutbox } from '../services/mail/mailer';
import { escapeHtml } from '../views/html';
import { layout } from '../views/layout';
import { AlertTokenBody, AlertTokenQuery, SubscribeJobAlertBody, SubscribeJobAlertResponse } from '@careers/shared/contracts/alerts';
import { PageQuery } from '@careers/shared/contracts/schemaParts';
import type { TypedApp } from './typedApp';
import { maskCsrfToken } from '../services/csrfMask';
import { pageI18n, requestLocale } from '../i18n/requestLocale';
import { serverI18n, type ServerI18n } from '../i18n/serverI18n';

/** The one answer to every well-formed subscription: it does not tell whether the address was known. */
export const SUBSCRIBED_MESSAGE = serverI18n('en').t('server.alerts.subscribed');

/**
 * Stores a subscription, queueing its confirmation in the outbox, once the answer is out (the
 * response has finished, or the connection closed): how long the answer takes says nothing about
 * the address, since nothing about it is looked up or written before. A failure is tried again
 * (retryAfterAnswer): the visitor was told to check their inbox.
 */
function storeAfterAnswer(log: FastifyBaseLogger, reply: FastifyReply, work: () => Promise<unknown>): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void retryAfterAnswer(work, (error, tries) => log.error({ err: error, tries }, 'storing a job alert subscription failed'));
  };
  reply.raw.once('finish', start);
  reply.raw.once('close', start);
}

/** Whether a request comes from this machine (127.0.0.0/8, ::1), as request.ip sees it with the TRUST_PROXY rules. */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return v4.startsWith('127.') || ip === '::1';
}

/** MAIL_OUTBOX_PAGE: 'loopback' shows the outbox to requests from this machine only. */
function mayReadOutbox(ctx: AppContext, request: FastifyRequest): boolean {
  const page = ctx.config.mail.outboxPage;
  return page === 'everyone' || (page === 'loopback' && isLoopback(request.ip));
}

function tokenPage(input: { i18n: ServerI18n; company: string; title: string; lead: string; action?: { path: string; token: string; domain: string; csrf: string; label: string }; links?: string }): string {
  const form = input.action
    ? `<form method="post" action="${escapeHtml(input.action.path)}?domain=${encodeURIComponent(input.action.domain)}&amp;hl=${encodeURIComponent(input.i18n.locale)}">
<input type="hidden" name="_csrf" value="${escapeHtml(maskCsrfToken(input.action.csrf))}">
<input type="hidden" name="token" value="${escapeHtml(input.action.token)}">
<button type="submit">${escapeHtml(input.action.label)}</button>
</form>`
    : '';
  return layout({
    title: input.i18n.t('server.page.titleWithCompany', { title: input.title, company: input.company }),
    lang: input.i18n.locale,
    body: `<p class="brand">${escapeHtml(input.company)}</p>
<h1>${escapeHtml(input.title)}</h1>
<p class="lead">${escapeHtml(input.lead)}</p>
${form}
<p class="links"><a href="/careers/search">${escapeHtml(input.i18n.t('server.alerts.searchJobs'))}</a>${input.links ?? ''}</p>`,
  });
}

/** A failure of a page of ours (a link no longer valid) as that page, with its message. */
async function asPage(i18n: ServerI18n, company: string, reply: FastifyReply, work: () => Promise<string>): Promise<string> {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  try {
    return await work();
  } catch (error) {
    if (!isDomainError(error, 'not_found')) throw error;
    reply.code(404);
    return tokenPage({ i18n, company, title: i18n.t('server.alerts.linkBroken'), lead: error.message });
  }
}

/**
 * Visitors' job alerts (double opt-in, unsubscribe) and the development outbox page. Confirming and
 * unsubscribing are POSTs from a page of ours (links in e-mail open the page: mail scanners that
 * follow links must not confirm or unsubscribe anyone), with the page's CSRF token.
 */
export async function alertRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  const rateLimit = { max: ctx.config.mail.alertRateLimitMax, timeWindow: '1 minute' };

  app.post(
    '/api/pcsx/job_alerts',
    { config: { public: true, rateLimit }, schema: { body: SubscribeJobAlertBody, response: { 202: SubscribeJobAlertResponse } } },
    async (request, reply) => {
      const domain = await requestDomain(ctx, request);
      const body = request.body;
      // Checked now (a 400 for bad input); stored after the answer, whether the address is known or not.
      // The language its mails are written in, unless the address's account has its own: the page's (requestLocale).
      const locale = requestLocale(domain, request);
      const checked = checkJobAlertRequest(domain, { email: body.email, query: body.query ?? '', location: body.location ?? '', filters: body.filters ?? {}, locale }, request.ip);
      const now = ctx.now();
      storeAfterAnswer(request.log, reply, () => storeJobAlert(ctx.db, ctx.config, checked, now));
      return reply.code(202).send({ ok: true as const, message: serverI18n(locale).t('server.alerts.subscribed') });
    },
  );

  app.get('/careers/job-alerts/confirm', { config: { html: true, rateLimit }, schema: { querystring: AlertTokenQuery } }, async (request, reply) => {
    const domain = await requestDomain(ctx, request);
    const token = request.query.token ?? '';
    const i18n = pageI18n(domain, request);
    const { t } = i18n;
    return asPage(i18n, domain.name, reply, async () => {
    await checkConfirmToken(ctx.db, domain, token, ctx.now());
    const session = await ctx.sessions.ensure(request, reply);
    return tokenPage({
      i18n,
      company: domain.name,
      title: t('server.alerts.confirmTitle'),
      lead: t('server.alerts.confirmLead'),
      action: { path: '/careers/job-alerts/confirm', token, domain: domain.id, csrf: session.csrfToken, label: t('server.alerts.confirmButton') },
    });
    });
  });

  app.post('/careers/job-alerts/confirm', { config: { html: true, rateLimit }, schema: { body: AlertTokenBody, querystring: AlertTokenQuery } }, async (request, reply) => {
    const domain = await requestDomain(ctx, request);
    const i18n = pageI18n(domain, request);
    const { t } = i18n;
    return asPage(i18n, domain.name, reply, async () => {
      const { id } = await confirmJobAlert(ctx.db, domain, request.body.token, ctx.now());
      // The way out is offered at once, not only in the first job e-mail, which may come weeks later.
      const unsubscribe = `/careers/job-alerts/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(ctx.db, { kind: 'alert', id }))}&domain=${encodeURIComponent(domain.id)}&hl=${encodeURIComponent(i18n.locale)}`;
      return tokenPage({
        i18n,
        company: domain.name,
        title: t('server.alerts.onTitle'),
        lead: t('server.alerts.onLead'),
        links: ` · <a href="${escapeHtml(unsubscribe)}">${escapeHtml(t('server.alerts.unsubscribeAlert'))}</a>`,
      });
    });
  });

  app.get('/careers/job-alerts/unsubscribe', { config: { html: true, rateLimit }, schema: { querystring: AlertTokenQuery } }, async (request, reply) => {
    const domain = await requestDomain(ctx, request);
    const token = request.query.token ?? '';
    const i18n = pageI18n(domain, request);
    const { t } = i18n;
    return asPage(i18n, domain.name, reply, async () => {
    const { kind, current } = await describeUnsubscribe(ctx.db, domain, token);
    if (!current) {
      // Unsubscribed already, or the alert is gone: no form (nothing of anyone else's to act on).
      return tokenPage({
        i18n,
        company: domain.name,
        title: t('server.alerts.unsubscribedTitle'),
        lead: t(kind === 'alert' ? 'server.alerts.goneAlert' : 'server.alerts.goneSaved'),
      });
    }
    const session = await ctx.sessions.ensure(request, reply);
    return tokenPage({
      i18n,
      company: domain.name,
      title: t(kind === 'alert' ? 'server.alerts.unsubscribeAlert' : 'server.alerts.unsubscribeSaved'),
      lead: t(kind === 'alert' ? 'server.alerts.unsubscribeAlertLead' : 'server.alerts.unsubscribeSavedLead'),
      action: { path: '/careers/job-alerts/unsubscribe', token, domain: domain.id, csrf: session.csrfToken, label: t('server.alerts.unsubscribeButton') },
    });
    });
  });

  app.post('/careers/job-alerts/unsubscribe', { config: { html: true, rateLimit }, schema: { body: AlertTokenBody, querystring: AlertTokenQuery } }, async (request, reply) => {
    const domain = await requestDomain(ctx, request);
    const i18n = pageI18n(domain, request);
    const { t } = i18n;
    return asPage(i18n, domain.name, reply, async () => {
      const { kind } = await unsubscribe(ctx.db, domain, request.body.token);
      return tokenPage({
        i18n,
        company: domain.name,
        title: t('server.alerts.unsubscribedTitle'),
        lead: t(kind === 'alert' ? 'server.alerts.unsubscribeAlertLead' : 'server.alerts.savedOffLead'),
        links: kind === 'search' ? ` <a href="/careers/settings">${escapeHtml(t('server.alerts.settings'))}</a>` : '',
      });
    });
  });

  // Development: the messages written instead of sent (no SMTP_URL). See MAIL_OUTBOX_PAGE.
  app.get('/careers/dev/outbox', { config: { html: true }, schema: { querystring: PageQuery } }, async (request, reply) => {
    if (!mayReadOutbox(ctx, request)) throw new AppError(404, 'not_found', 'Not found.');
    const entries = await readOutbox(ctx.config.mail.outboxDir);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const linked = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
    const items = entries
      .map(
        (e) => `<article class="verdict">
<h2>${escapeHtml(e.subject)}</h2>
<p>To ${escapeHtml(e.to)} · ${escapeHtml(e.date)} · <code>${escapeHtml(e.file)}</code></p>
<pre>${linked(e.text)}</pre>
</article>`,
      )
      .join('\n');
    return layout({
      title: 'Outbox (development)',
      wide: true,
      body: `<p class="brand">Development</p>
<h1>Outbox</h1>
<p class="lead">E-mail is not sent: SMTP_URL is not set. Each message is written to ${escapeHtml(ctx.config.mail.outboxDir)} and listed here, newest first.</p>
${items || '<p>No messages yet.</p>'}`,
    });
  });
}
