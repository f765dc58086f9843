// Plain numbers, apart from the schema (credentials.ts), so the shell's login form can check them without
// carrying the schema library.

/** The longest email a login or sign-up takes, in characters (RFC 5321's 320). */
export const CREDENTIALS_EMAIL_MAX_LENGTH = 320;
/** The longest password a login takes, in characters: the body's limit (a new password has its own, lower one). */
export const CREDENTIALS_PASSWORD_MAX_LENGTH = 1000;
