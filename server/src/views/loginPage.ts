import { escapeHtml } from './html';
import { layout } from './layout';
import { maskCsrfToken } from '../services/csrfMask';
import type { ServerI18n } from '../i18n/serverI18n';
import { CredentialsBody, NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH } from '@careers/shared/contracts/auth';

/** The schema's limit on an email (RFC 5321's 320), which the refusal's message names. */
export const EMAIL_MAX_LENGTH = CredentialsBody.properties.email.maxLength ?? 320;
/** The schema's limit on a password, which the refusal's message names. */
export const PASSWORD_MAX_LENGTH = CredentialsBody.properties.password.maxLength ?? 1000;

/** Query parameters the login page keeps through its form posts and its login/sign-up switch. */
export const CARRIED_PARAMS = ['domain', 'pid', 'microsite', 'hl', 'next'] as const;
export type CarriedParams = Partial<Record<(typeof CARRIED_PARAMS)[number], string>>;

export interface LoginPageInput {
  mode: 'login' | 'signup';
  company: string;
  csrfToken: string;
  carried: CarriedParams;
  values?: { email?: string; firstName?: string; lastName?: string };
  /** Summary shown above the form (role=alert). */
  error?: string;
  fieldErrors?: Record<string, string>;
  i18n: ServerI18n;
}

function hiddenFields(csrfToken: string, carried: CarriedParams): string {
  const fields = [`<input type="hidden" name="_csrf" value="${escapeHtml(maskCsrfToken(csrfToken))}">`];
  for (const name of CARRIED_PARAMS) {
    const value = carried[name];
    if (value) fields.push(`<input type="hidden" name="${name}" value="${escapeHtml(value)}">`);
  }
  return fields.join('\n');
}

/** The address of this page in `mode`, keeping the carried parameters. */
export function loginPageHref(carried: CarriedParams, mode: 'login' | 'signup'): string {
  const query = new URLSearchParams();
  for (const name of CARRIED_PARAMS) {
    const value = carried[name];
    if (value) query.set(name, value);
  }
  if (mode === 'signup') query.set('mode', 'signup');
  const text = query.toString();
  return `/candidate/login${text ? `?${text}` : ''}`;
}

// The browser checks only the least length (minlength, the rule's own). No maxlength on any field: it cuts what
// is typed or pasted past it without a word (a 201-character password became another, 200-character one); past
// the limits the server answers with the page again and its message beside the field, what was typed kept.
const PASSWORD_LIMITS = { min: NEW_PASSWORD_MIN_LENGTH, max: NEW_PASSWORD_MAX_LENGTH };

interface FieldSpec {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  hint?: string;
  minLength?: number;
  /** The first field with an error: the page comes back with the keyboard there (WCAG 3.3.1). */
  autofocus?: boolean;
}

function field(spec: FieldSpec, errors: Record<string, string>): string {
  const error = errors[spec.name];
  const describedBy = [spec.hint ? `${spec.name}-hint` : '', error ? `${spec.name}-error` : ''].filter(Boolean).join(' ');
  const attributes = [
    `id="${spec.name}"`,
    `name="${spec.name}"`,
    `type="${spec.type}"`,
    spec.autofocus ? 'autofocus' : '',
    `autocomplete="${spec.autocomplete}"`,
    'required',
    spec.minLength ? `minlength="${spec.minLength}"` : '',
    spec.value !== undefined ? `value="${escapeHtml(spec.value)}"` : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
    error ? 'aria-invalid="true"' : '',
  ].filter(Boolean);
  return `<div class="field">
<label for="${spec.name}">${escapeHtml(spec.label)}</label>
${spec.hint ? `<p class="hint" id="${spec.name}-hint">${escapeHtml(spec.hint)}</p>` : ''}
<input ${attributes.join(' ')}>
${error ? `<p class="field-error" id="${spec.name}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

/** The server-rendered log-in / sign-up page: plain forms, usable without JavaScript. */
export function loginPage(input: LoginPageInput): string {
  const errors = input.fieldErrors ?? {};
  const values = input.values ?? {};
  const signup = input.mode === 'signup';
  const { t, locale } = input.i18n;
  const title = t(signup ? 'server.login.signupTitle' : 'server.login.title');
  const email = t('server.login.email');
  const password = t('server.login.password');
  const specs: FieldSpec[] = signup
    ? [
        { name: 'firstName', label: t('server.login.firstName'), type: 'text', autocomplete: 'given-name', value: values.firstName ?? '' },
        { name: 'lastName', label: t('server.login.lastName'), type: 'text', autocomplete: 'family-name', value: values.lastName ?? '' },
        { name: 'email', label: email, type: 'email', autocomplete: 'email', value: values.email ?? '' },
        // The new password's own least length, not the body's; its hint names the most.
        { name: 'password', label: password, type: 'password', autocomplete: 'new-password', hint: t('server.login.passwordHint', PASSWORD_LIMITS), minLength: NEW_PASSWORD_MIN_LENGTH },
      ]
    : [
        { name: 'email', label: email, type: 'email', autocomplete: 'email', value: values.email ?? '' },
        { name: 'password', label: password, type: 'password', autocomplete: 'current-password' },
      ];
  // A refused post comes back as a new page, which would start the keyboard at its top: it starts on the field to fix.
  const firstInvalid = specs.find((spec) => errors[spec.name])?.name;
  const fields = specs.map((spec) => field({ ...spec, autofocus: spec.name === firstInvalid }, errors));
  const alert = input.error ? `<div class="alert" role="alert">${escapeHtml(input.error)}</div>` : '';
  const switchLine = signup
    ? `${escapeHtml(t('server.login.haveAccount'))} <a href="${escapeHtml(loginPageHref(input.carried, 'login'))}">${escapeHtml(t('server.login.submit'))}</a>`
    : `${escapeHtml(t('server.login.newHere'))} <a href="${escapeHtml(loginPageHref(input.carried, 'signup'))}">${escapeHtml(t('server.login.createAccount'))}</a>`;
  return layout({
    title: t('server.page.titleWithCompany', { title, company: input.company }),
    lang: locale,
    body: `<p class="brand">${escapeHtml(input.company)}</p>
<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(t(signup ? 'server.login.signupLead' : 'server.login.lead'))}</p>
${alert}
<form method="post" action="${signup ? '/candidate/signup' : '/candidate/login'}" aria-label="${escapeHtml(title)}">
${hiddenFields(input.csrfToken, input.carried)}
${fields.join('\n')}
<button type="submit">${escapeHtml(t(signup ? 'server.login.signupSubmit' : 'server.login.submit'))}</button>
</form>
<p class="switch">${switchLine}</p>`,
  });
}
