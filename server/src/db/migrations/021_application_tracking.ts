import type { Migration } from './types';

// Where an application came from (issue 14 #4): the tracking and referral parameters the visitor
// arrived with (spec §2 "Other params carried along"), stored with the submission so referral
// credit survives into the company's records. One column per parameter (not JSON), so a company can
// count applications by campaign or referral token in plain SQL. The submission, not the
// application, holds them: logged-out applicants have no application row. The apply route checked
// the values (at most 200 characters of a URL-safe set); NULL means the visitor did not bring one.
const columns = `
ALTER TABLE application_submissions ADD COLUMN utm_source TEXT;
ALTER TABLE application_submissions ADD COLUMN utm_campaign TEXT;
ALTER TABLE application_submissions ADD COLUMN src TEXT;
ALTER TABLE application_submissions ADD COLUMN source TEXT;
ALTER TABLE application_submissions ADD COLUMN microsite TEXT;
ALTER TABLE application_submissions ADD COLUMN ref_src TEXT;
ALTER TABLE application_submissions ADD COLUMN referral_token TEXT;
CREATE INDEX application_submissions_referral ON application_submissions(domain, referral_token) WHERE referral_token IS NOT NULL;
`;

export const applicationTracking: Migration = {
  version: 21,
  name: 'application_tracking',
  sqlite: columns,
  postgres: columns,
};
