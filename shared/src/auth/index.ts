export { buildCandidateLoginUrl } from './buildCandidateLoginUrl';
export type { CandidateLoginUrlOptions } from './buildCandidateLoginUrl';
export { safeNextPath } from './safeNextPath';
// The login form's limits, the contract's numbers (the form checks them without the schema library).
export { CREDENTIALS_EMAIL_MAX_LENGTH, CREDENTIALS_PASSWORD_MAX_LENGTH } from '../contracts/auth/credentialLimits';
