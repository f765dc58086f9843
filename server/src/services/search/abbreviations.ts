/**
 * Job-title abbreviations and jargon job seekers type, with what the positions write instead. A
 * word is read this way only when no position uses it as typed ("ux" stays "ux" where titles say
 * "UX"), so a company whose titles say "SRE" keeps its own word.
 */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  sre: 'site reliability engineer',
  swe: 'software engineer',
  sde: 'software engineer',
  ml: 'machine learning',
  ai: 'artificial intelligence',
  pm: 'product manager',
  tpm: 'technical product manager',
  po: 'product owner',
  sdr: 'sales development representative',
  bdr: 'sales development representative',
  ae: 'account executive',
  csm: 'customer success manager',
  cs: 'customer success',
  bi: 'business intelligence',
  sysadmin: 'systems administrator',
  hr: 'people',
  ta: 'talent acquisition',
  fe: 'frontend',
  fullstack: 'full stack',
  qa: 'quality assurance',
  secops: 'security operations',
  infosec: 'security',
  appsec: 'application security',
};
