import { matchRoute } from '@careers/shared/location';
import type { DevEntry } from './DevEntry';
import { widgetPath } from './devPaths';

/**
 * The dev server's index page: the remote's pages (served by the product server, the remote mounted by this
 * dev bundle) and its widgets. Developer-facing text, never shown on the product: not in a message catalogue.
 */
export function DevIndex({ entry }: { entry: DevEntry }) {
  const widgets = Object.keys(entry.widgets ?? {});
  return (
    <main css={{ font: '16px/1.5 system-ui, sans-serif', maxWidth: '48rem', margin: '2rem auto', padding: '0 1rem' }}>
      <h1>{entry.remoteName}: dev server</h1>
      <p>
        Pages of the product server (demo data), with {entry.remoteName} built from its sources and reloaded when one of them
        is saved. Demo logins: see README (e.g. alex@demo.test).
      </p>
      <h2>Pages</h2>
      <ul>
        {entry.pages.map((page) => (
          <li key={page.href}>
            <a href={page.href}>{page.label}</a> <code>{page.href}</code>
            {matchRoute(new URL(page.href, 'http://x').pathname)?.access === 'protected' ? ' (log in first)' : ''}
          </li>
        ))}
        <li>
          <a href="/careers/login">Log in</a> <code>/careers/login</code>
        </li>
      </ul>
      {widgets.length > 0 && (
        <>
          <h2>Widgets</h2>
          <ul>
            {widgets.map((name) => (
              <li key={name}>
                <a href={widgetPath(name)}>{name}</a>, as another site embeds it (embed.js)
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
