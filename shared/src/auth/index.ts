export { buildCandidateLoginUrl } from './buildCandidateLoginUrl';
export type { CandidateLoginUrlOptions } from './buildCandidateLoginUrl';
export { safeNextPath } from './safeNextPath';
