import { Type, type Static } from '@sinclair/typebox';
import { CREDENTIALS_EMAIL_MAX_LENGTH, CREDENTIALS_PASSWORD_MAX_LENGTH } from './credentialLimits';

const TextField = Type.String({ maxLength: 2000 });

/**
 * The length a new password may have, in characters (code points of its NFC form): the server's rule for
 * choosing one (sign-up, reset, change) and the sign-up field's limits, so the field never takes what the
 * rule refuses. Logging in accepts up to the body's own limit below: passwords are never cut or judged there.
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const NEW_PASSWORD_MAX_LENGTH = 200;

/**
 * POST /candidate/login and /candidate/signup, as JSON (the shell's login modal) or as the login page's
 * form, whose hidden fields carry the page's query parameters and the CSRF token. Every field is
 * optional here: the service names the missing ones in its own words.
 */
export const CredentialsBody = Type.Object({
  email: Type.Optional(Type.String({ maxLength: CREDENTIALS_EMAIL_MAX_LENGTH })),
  password: Type.Optional(Type.String({ maxLength: CREDENTIALS_PASSWORD_MAX_LENGTH })),
  firstName: Type.Optional(TextField),
  lastName: Type.Optional(TextField),
  domain: Type.Optional(TextField),
  next: Type.Optional(TextField),
  pid: Type.Optional(TextField),
  microsite: Type.Optional(TextField),
  hl: Type.Optional(TextField),
  _csrf: Type.Optional(TextField),
});
export type CredentialsBody = Static<typeof CredentialsBody>;
