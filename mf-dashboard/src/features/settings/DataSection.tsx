import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { buttonStyles } from '@careers/shared/ui';
import { exportHref } from '../../data/settingsApi';
import { section } from './settingsStyles';

/** Download all my data: one JSON file with every record the company keeps about the candidate. */
export function DataSection() {
  const { domain } = useSnapshot(sessionStore);
  return (
    <section css={section} aria-labelledby="settings-data">
      <h2 id="settings-data">Your data</h2>
      <p>
        One JSON file with every record we keep about you: account, applications, drafts, forms, files (described, with a download link for
        each), offers, notifications and the rest.
      </p>
      <div>
        <a href={exportHref(domain)} download css={(theme) => buttonStyles(theme, 'secondary')}>
          Download all my data
        </a>
      </div>
    </section>
  );
}
