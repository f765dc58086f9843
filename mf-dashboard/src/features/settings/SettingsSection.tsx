import type { ReactNode } from 'react';
import { section } from './settingsStyles';

/** One section of the settings page: a card named by its h2 (the landmark's label), then its content. */
export function SettingsSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section css={section} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
