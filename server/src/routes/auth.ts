import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { badInput, isDomainError, notAllowed, said, tooLarge, type DomainError } from '../domainErrors';
import { AppError, httpErrorOf } from '../errors';
import { isFormPost } from '../plugins/formPost';
import { crossSiteWithoutSession } from '../plugins/guards';
import { loginRateLimit } from '../plugins/rateLimit';
import { requestDomain } from '../plugins/requestContext';
import { assertLoginEnabled, logIn, signUp } from '../services/auth';
import { toBootProfile, toBootUser, type Candidate } from '../services/candidates';
import type { Domain } from '../services/domains';
import { DEVICE_MAX_AGE_SECONDS, loginThrottleRules, rememberDevice } from '../services/loginThrottle';

import { safeNext } from '../services/navigation';
import { recordVslog } from '../services/vslog';
import { alreadyLoggedInPage } from '../views/alreadyLoggedInPage';
import { messagePage } from '../views/errorPage';
import { CARRIED_PARAMS, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, loginPage, loginPageHref, type CarriedParams } from '../views/loginPage';
import { logoutPage } from '../views/logoutPage';
import { pageI18n } from '../i18n/requestLocale';
import { CredentialsBody } from '@careers/shared/contracts/auth';
import { PageQuery } from '@careers/shared/contracts/schemaParts';
import type { TypedApp } from './typedApp';
import type { Static } from '@sinclair/typebox';
import { postedFromLoginPage } from './loginPagePost';
import { formStartField, keepOversizedFormStart } from './oversizedFormStart';
import { sendShellPage } from './shell';

/** The cookie that makes a browser known to the accounts that logged in there (Path=/: both log-in addresses). */
const DEVICE_COOKIE = 'careers_device';
const deviceTokenOf = (request: FastifyRequest): string | undefined => {
  const token = request.cookies[DEVICE_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
};

type Fields = Record<string, unknown>;

const SESSION_EXPIRED_MESSAGE = said('server.auth.sessionExpired');

/** Not in the spec: said in the candidate's words, where the schema's own sentence names a request field (README "Log in"). */
const EMAIL_TOO_LONG_MESSAGE = said('server.auth.emailTooLong', { max: EMAIL_MAX_LENGTH });
/** Not in the spec either, for the same reason as EMAIL_TOO_LONG_MESSAGE. */
const PASSWORD_TOO_LONG_MESSAGE = said('server.auth.passwordTooLong', { max: PASSWORD_MAX_LENGTH });

const TOO_LONG = {
  '/email': { code: 'email_too_long', field: 'email', message: EMAIL_TOO_LONG_MESSAGE },
  '/password': { code: 'password_too_long', field: 'password', message: PASSWORD_TOO_LONG_MESSAGE },
} as const;

/** The schema refusing an email or a password over its limit, as a message on that field; null for any other error. */
function fieldTooLong(error: FastifyError): DomainError | null {
  const first = error.validation?.[0];
  if (!first || first.keyword !== 'maxLength' || !Object.hasOwn(TOO_LONG, first.instancePath)) return null;
  const { code, field, message } = TOO_LONG[first.instancePath as keyof typeof TOO_LONG];
  return badInput(code, message, { [field]: message });
}

/**
 * A login form over the body limit (a password or an email pasted far past its limit): 413 as before, but the form
 * again with the message on the field to fix and the email kept when the body's start holds it whole (else
 * empty), not a bare error page that lost what was typed. An email within its limit means the password is the
 * long one.
 */
function oversizedLogin(request: FastifyRequest): { error: DomainError; body: Fields } {
  const email = formStartField(request, 'email');
  const { code, field, message } = email !== null && [...email].length <= EMAIL_MAX_LENGTH ? TOO_LONG['/password'] : TOO_LONG['/email'];
  return { error: tooLarge(code, message, { [field]: message }), body: { email: email ?? '' } };
}

/** The query parameters the login page keeps, from the query (GET) or the hidden fields (POST). */
function carriedFrom(source: Fields): CarriedParams {
  const carried: CarriedParams = {};
  for (const name of CARRIED_PARAMS) {
    const value = source[name];
    if (typeof value === 'string' && value && value.length <= 2000) carried[name] = value;
  }
  return carried;
}

/** Candidate log-in, sign-up and log-out: JSON for the shell, plain forms for the login page. */
export async function authRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  // Never compressed (BREACH): the page shows the candidate's e-mail, and its CSRF token, beside `next`
  // and the other parameters the link's author chose; compressed, the answer's length would tell whether a
  // guess in those parameters matches them. The page is a few KB: sent plain it costs little.
  app.get('/candidate/login', { config: { html: true }, compress: false, schema: { querystring: PageQuery } }, async (request, reply) => {
    const query = request.query;
    const domain = await requestDomain(ctx, request);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    try {
      assertLoginEnabled(domain);
    } catch (error) {
      const message = (error as Error).message;
      const i18n = pageI18n(domain, request);
      return reply.code(403).send(messagePage({ title: i18n.t('server.login.title'), message, i18n }));
    }
    const session = await ctx.sessions.ensure(request, reply);
    const mode = query.mode === 'signup' ? 'signup' : 'login';
    const carried = carriedFrom(query);
    if (request.candidate) {
      const { candidate } = request;
      return alreadyLoggedInPage({
        company: domain.name,
        name: `${candidate.firstName} ${candidate.lastName}`.trim(),
        email: candidate.email,
        csrfToken: session.csrfToken,
        next: safeNext(query.next),
        afterLogout: loginPageHref(carried, mode),
        i18n: pageI18n(domain, request),
      });
    }
    return loginPage({ mode, company: domain.name, csrfToken: session.csrfToken, carried, i18n: pageI18n(domain, request) });
  });

  const loggedIn = async (request: FastifyRequest, reply: FastifyReply, candidate: Candidate, next: string, status: number) => {
    // This browser is known to the account from now on: its attempts are counted apart (loginThrottle.ts).
    const device = deviceTokenOf(request) ?? randomBytes(32).toString('base64url');
    await rememberDevice(ctx.db, candidate.domain, candidate.email, device, ctx.now());
    reply.setCookie(DEVICE_COOKIE, device, {
      // Path=/: both log-in addresses must receive it, /candidate/login and the login page's own
      // /careers/login (its plain form posts there; the server rewrites it), or the form never counts as known.
      httpOnly: true, sameSite: ctx.config.cookieSameSite, secure: ctx.config.cookieSecure, path: '/', maxAge: DEVICE_MAX_AGE_SECONDS,
    });
    await ctx.sessions.start(request, reply, candidate);
    if (isFormPost(request)) return reply.redirect(next, 303);
    return reply.code(status).send({ ok: true, next, user: toBootUser(candidate.domain, candidate), profile: toBootProfile(candidate) });
  };

  /** Form posts that fail a rule get the page back with the message; JSON callers get the error. */
  const formError = (request: FastifyRequest, reply: FastifyReply, thrown: unknown, mode: 'login' | 'signup', body: Fields, domain: Domain) => {
    // The page is drawn in the visitor's language: its refusal and the fields' messages too, as the sign-up API's are.
    const i18n = pageI18n(domain, request);
    const error = thrown instanceof AppError ? thrown : isDomainError(thrown) ? httpErrorOf(thrown, i18n) : null;
    if (!isFormPost(request) || !error || !request.session) throw thrown;
    // Kept whole, over the limit too: the candidate sees what they typed, beside the message, and shortens it.
    const values = { email: String(body.email ?? ''), firstName: String(body.firstName ?? ''), lastName: String(body.lastName ?? '') };
    if (error.headers) reply.headers(error.headers);
    if (mode === 'login' && postedFromLoginPage(request)) {
      // The login page's own form (posted before or without the shell's script): the same page again, drawn by
      // the shell as at first, in the visitor's language, with the email kept and the refusal in the form.
      const field = error.fields?.email ? 'email' : error.fields?.password ? 'password' : 'both';
      const loginFailure = { email: values.email, code: error.code, message: error.message, field } as const;
      reply.code(error.status);
      return sendShellPage(ctx, request, reply, { url: request.originalUrl, rest: 'login', query: request.query as Static<typeof PageQuery>, loginFailure });
    }
    const html = loginPage({
      mode,
      company: domain.name,
      csrfToken: request.session.csrfToken,
      carried: carriedFrom(body),
      values,
      error: error.message,
      fieldErrors: error.fields,
      i18n,
    });
    return reply.code(error.status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  };

  /**
   * Errors a login or sign-up form gets back as the page, where the app's error handler would give a bare
   * message page (and lose what was typed):
   * - a CSRF token that matches no session: the session behind the page expired (or was replaced) while it
   *   was open. Showing the page again with a fresh token is harmless and gets the visitor going, where a
   *   bare "Invalid CSRF." page is a dead end;
   * - an email or a password over the schema's limit (the schema answers before the handler runs): the page
   *   again with the email kept and the message on the field. JSON callers get the same message and field.
   * Every other error goes on to the app's error handler.
   * A form posted from another site without a session (the browser withheld the cookie) is sent to the
   * login page instead, with no Set-Cookie: a page here would need a session, and a fresh session cookie
   * would replace the visitor's own (crossSiteWithoutSession). Their own GET of the page carries their
   * cookie: they see the form with their token, or "You are already logged in".
   */
  const formRouteErrors = (mode: 'login' | 'signup') => async (error: FastifyError, request: FastifyRequest<{ Body: CredentialsBody }>, reply: FastifyReply) => {
    if (isFormPost(request) && crossSiteWithoutSession(request)) return reply.redirect(loginPageHref(carriedFrom(request.body ?? {}), mode), 303);
    const tooLong = fieldTooLong(error);
    if (tooLong && !isFormPost(request)) throw tooLong;
    const oversized = mode === 'login' && isFormPost(request) && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? oversizedLogin(request) : null;
    const known = tooLong ?? oversized?.error ?? (isFormPost(request) && error instanceof AppError && error.code === 'invalid_csrf' ? notAllowed('session_expired', SESSION_EXPIRED_MESSAGE) : null);
    if (!known || !isFormPost(request)) throw error;
    const body = oversized?.body ?? request.body ?? {};
    const domain = await requestDomain(ctx, request);
    assertLoginEnabled(domain);
    // The schema answers before the CSRF check: this page changes nothing, and carries a token of the visitor's own session.
    await ctx.sessions.ensure(request, reply);
    return formError(request, reply, known, mode, body, domain);
  };

  const postOptions = (mode: 'login' | 'signup') => ({
    schema: { body: CredentialsBody, querystring: PageQuery },
    config: { html: 'form' as const, ...loginRateLimit(ctx.config) },
    // A login form over the body limit is drawn again with its email (oversizedLogin): its start is read first.
    ...(mode === 'login' ? { preParsing: keepOversizedFormStart(ctx.config.bodyLimitBytes) } : {}),
    errorHandler: formRouteErrors(mode),
  });

  app.post('/candidate/login', postOptions('login'), async (request, reply) => {
    const body = request.body;
    const domain = await requestDomain(ctx, request);
    const next = safeNext(body.next ?? request.query.next);
    try {
      const candidate = await logIn(ctx.db, domain, { email: body.email, password: body.password }, {
        now: ctx.now(),
        throttle: loginThrottleRules(ctx.config),
        deviceToken: deviceTokenOf(request),
      });
      return await loggedIn(request, reply, candidate, next, 200);
    } catch (error) {
      return formError(request, reply, error, 'login', body, domain);
    }
  });

  app.post('/candidate/signup', postOptions('signup'), async (request, reply) => {
    const body = request.body;
    const domain = await requestDomain(ctx, request);
    const next = safeNext(body.next ?? request.query.next);
    try {
      const candidate = await signUp(ctx.db, domain, {
        email: body.email,
        password: body.password,
        firstName: body.firstName,
        lastName: body.lastName,
      });
      return await loggedIn(request, reply, candidate, next, 201);
    } catch (error) {
      return formError(request, reply, error, 'signup', body, domain);
    }
  });

  // Without a live session there is nothing to log out: no CSRF token needed, it just ends logged out
  // (from another site's page, without touching the cookie the browser kept back: sessionManager.ts).
  app.post('/logout', { config: { html: 'form', harmlessWithoutSession: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Fields;
    await ctx.sessions.end(request, reply);
    if (isFormPost(request)) return reply.redirect(safeNext(body.next), 303);
    return { ok: true };
  });

  // Never compressed, as GET /candidate/login (BREACH): the e-mail and CSRF token sit beside the chosen `next`.
  app.get('/logout', { config: { html: true }, compress: false, schema: { querystring: PageQuery } }, async (request, reply) => {
    const next = safeNext(request.query.next);
    if (!request.candidate || !request.session) return reply.redirect(next, 303);
    const domain = await requestDomain(ctx, request);
    // The spec's 'logout' page identifier, as the shell logs its pages: this page is the server's own.
    await recordVslog(ctx.db, domain.id, request.candidate.id, {
      namespace: 'careers',
      event: 'page_view',
      data_json: JSON.stringify({ page: 'logout', path: '/logout' }),
    });
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return logoutPage({ email: request.candidate.email, csrfToken: request.session.csrfToken, next, company: domain.name, i18n: pageI18n(domain, request) });
  });
}
