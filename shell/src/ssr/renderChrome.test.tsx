/**
 * @jest-environment node
 */
// In Node, as the server runs it: no document, no window.
import { makeBootData } from '@careers/shared/testing';
import { renderChrome, type RenderChromeInput } from './renderChrome';

function rendered(input: RenderChromeInput) {
  const chrome = renderChrome(input);
  if (!chrome) throw new Error(`${input.path} was not rendered`);
  return chrome;
}

const links = [
  { label: 'Jobs', href: '/careers/search', showWhen: 'always' as const },
  { label: 'Dashboard', href: '/careers/dashboard', showWhen: 'loggedIn' as const },
];
const boot = makeBootData({
  user: { isLoggedIn: false, id: null },
  profile: null,
  configs: {
    company: { name: 'Smith & <Sons>' },
    pcsxConfig: {
      branding: {
        customNavbarConfig: { enabled: true, showForLoggedOut: true, links },
        footer: { links: [{ label: 'Privacy "policy"', href: '/privacy' }] },
        heroImage: { url: '/static/hero.svg', alt: 'Our office', pages: ['jobs'] },
      },
    },
  },
  banner: { displayBanner: true, displayText: 'Site <b>preview</b>' },
});

test('renders the navbar, banner, hero and footer from the company config, with its texts escaped', () => {
  const { html } = rendered({ boot, path: '/careers/search', locale: 'en', nonce: 'n0nce' });
  expect(typeof document).toBe('undefined');
  expect(html).toContain('<nav aria-label="Main"');
  expect(html).toMatch(/<a href="\/careers" dir="auto" aria-label="Smith &amp; &lt;Sons&gt; careers home"[^>]*>Smith &amp; &lt;Sons&gt;<\/a>/);
  expect(html).toMatch(/<a href="\/careers\/search" aria-current="page"[^>]*>Jobs<\/a>/);
  // Links for logged-in candidates stay out of a logged-out visitor's page.
  expect(html).not.toContain('Dashboard');
  expect(html).toContain('>Log in</button>');
  expect(html).toMatch(/<section aria-label="Announcement"[^>]*><span dir="auto">Site &lt;b&gt;preview&lt;\/b&gt;<\/span><\/section>/);
  expect(html).toMatch(/<img src="\/static\/hero.svg" alt="Our office"/);
  expect(html).toMatch(/<footer aria-label="Footer"[^>]*><nav aria-label="Company links"><a href="\/privacy"[^>]*>Privacy &quot;policy&quot;<\/a><\/nav><small>Powered by Careers Platform, open-source careers software<\/small><\/footer>/);
  // The remotes' slot host is there, empty, for the page's scripts to fill.
  expect(html).toMatch(/<main id="main-content" tabindex="-1"[^>]*><div><\/div><\/main>/);
});

test('a Spanish visitor gets the Spanish chrome', () => {
  const { html } = rendered({ boot, path: '/careers/search', locale: 'es', nonce: '' });
  expect(html).toContain('<nav aria-label="Principal"');
  expect(html).toContain('aria-label="Inicio de empleo de Smith &amp; &lt;Sons&gt;"');
  expect(html).toContain('>Iniciar sesión</button>');
  expect(html).toContain('<small>Con la tecnología de Careers Platform, software de empleo de código abierto</small>');
});

test("a logged-in candidate's name is in the navbar, from the boot data", () => {
  const loggedIn = makeBootData({ configs: { pcsxConfig: { branding: { customNavbarConfig: { enabled: true, showForLoggedOut: true, links } } } } });
  const { html } = rendered({ boot: loggedIn, path: '/careers/dashboard', locale: 'en', nonce: '' });
  expect(html).toContain('>Ada Lovelace</span>');
  expect(html).toContain('>Log out</button>');
  expect(html).toMatch(/<a href="\/careers\/dashboard" aria-current="page"[^>]*>Dashboard<\/a>/);
  // Pressed before the shell's scripts have taken the page over, the header's buttons say so (drawn by CSS, and
  // their description for screen readers) rather than do nothing (user trial, session 13).
  for (const name of ['Log out', 'Menu']) {
    const button = new RegExp(`<button[^>]*>${name}</button>`).exec(html)?.[0] ?? '';
    expect(button).toContain('aria-disabled="true"');
    expect(button).toContain('data-not-ready="Getting ready, one moment"');
    expect(button).toContain('aria-description="Getting ready, one moment"');
  }
});

test("each page's title is the shell's own title of its route from the first byte ('Dashboard | Careers at …')", () => {
  const loggedIn = makeBootData({ configs: { company: { name: 'Northwind' } } });
  const titleAt = (path: string) => rendered({ boot: loggedIn, path, locale: 'en', nonce: '' }).title;
  expect(titleAt('/careers/dashboard')).toBe('Dashboard | Careers at Northwind');
  expect(titleAt('/careers/offers')).toBe('Offers | Careers at Northwind');
  expect(titleAt('/careers/search')).toBe('Careers at Northwind');
});

test("the styles come as the page cache's style tags with the response's nonce, and only this page's", () => {
  const { html, styles } = rendered({ boot, path: '/careers/search', locale: 'en', nonce: 'n0nce' });
  const tags = [...styles.matchAll(/<style data-s="" data-emotion="([^"]+)" nonce="n0nce">/g)].map((m) => m[1]?.split(' ')[0]);
  // The global styles (body font, focus ring) and the components' classes, under the key the page's cache adopts.
  expect(tags).toContain('careers-global');
  expect(tags).toContain('careers');
  expect(styles.match(/<style/g)?.length).toBe(tags.length);
  for (const [, className] of html.matchAll(/class="(careers-[a-z0-9]+)"/g)) expect(styles).toContain(`.${className}{`);
  // A page without a hero has none of its styles: each render starts from an empty cache.
  expect(rendered({ boot, path: '/careers/job/1', locale: 'en', nonce: 'n0nce' }).styles).not.toContain('object-fit:cover');
});

test("the shell's own screens are drawn too (not found)", () => {
  expect(renderChrome({ boot, path: '/careers/a/b/c/d', locale: 'en', nonce: '' })?.html).toContain('Page not found</h1>');
});

test('the login page is drawn as a plain form that posts to the server before the scripts arrive, back to `next`', () => {
  const input = { boot, path: '/careers/login', search: '?next=%2Fcareers%2Foffers&x=%3Cb%3E', csrfToken: 'masked.token', locale: 'en', nonce: '' };
  const { html } = rendered(input);
  expect(html).toContain('Log in to your candidate account</h1>');
  // To the page's own address (the log-in route too), so a refusal is drawn on this page again.
  expect(html).toMatch(/<form [^>]*action="\/careers\/login\?next=%2Fcareers%2Foffers&amp;x=%3Cb%3E" method="post">/);
  expect(html).toContain('<input type="hidden" name="_csrf" value="masked.token"/>');
  expect(html).toContain('<input type="hidden" name="next" value="/careers/offers"/>');
  expect(html).toMatch(/<label[^>]*>Email<input[^>]*name="email"/);
  expect(html).toMatch(/<label[^>]*>Password<input[^>]*type="password"[^>]*name="password"/);
  expect(html).toMatch(/<button type="submit"[^>]*>Log in<\/button>/);
  // The sign-up link goes where the candidate was going (the page's `next`), not back to the login page.
  const signup = /<a [^>]*href="([^"]*)"[^>]*>New here\? Create an account<\/a>/.exec(html);
  expect(signup?.[1]).toContain('next=%2Fcareers%2Foffers');
  expect(signup?.[1]).toContain('mode=signup');
  expect(signup?.[1]).not.toContain('%2Fcareers%2Flogin');
  // A return address off the site is not carried: the dashboard instead.
  expect(rendered({ ...input, search: '?next=%2F%2Fevil.com' }).html).toContain('<input type="hidden" name="next" value="/careers/dashboard"/>');
});

test('a refused plain post is drawn in the form: the email kept, the words in the visitor\'s language, the field to fix marked', () => {
  const loginFailure = { email: 'alex@demo.test', code: 'invalid_credentials', message: 'Incorrect email or password.', field: 'both' } as const;
  const input = { boot, path: '/careers/login', search: '', csrfToken: 'masked.token', nonce: '', loginFailure };
  const en = rendered({ ...input, locale: 'en' }).html;
  expect(en).toMatch(/<p[^>]*role="alert"[^>]*>Incorrect email or password.<\/p>/);
  const field = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
  expect(field(en, 'email')).toContain('value="alex@demo.test"');
  expect(field(en, 'email')).toContain('aria-invalid="true"');
  expect(field(en, 'password')).toContain('aria-invalid="true"');
  // The page comes back with its title starting with the refusal and the keyboard on the field to fix.
  expect(rendered({ ...input, locale: 'en' }).title).toBe('Incorrect email or password. | Log in | Careers at Smith & <Sons>');
  expect(field(en, 'password')).toContain('autofocus');
  expect(field(en, 'email')).not.toContain('autofocus');
  const es = rendered({ ...input, locale: 'es' }).html;
  expect(es).toMatch(/role="alert"[^>]*>El correo electrónico o la contraseña no son correctos.<\/p>/);
  // A refusal the shell has no words for shows the server's; one on a single field marks only that field.
  const retry = rendered({ ...input, locale: 'en', loginFailure: { email: 'a@b.test', code: 'too_many_attempts', message: 'Too many failed attempts.', field: 'both' } }).html;
  expect(retry).toContain('>Too many failed attempts.</p>');
  const long = rendered({ ...input, locale: 'en', loginFailure: { email: 'a@b.test', code: 'password_too_long', message: '', field: 'password' } }).html;
  expect(long).toContain('>This password is too long. A password has at most 1000 characters.</p>');
  expect(field(long, 'email')).not.toContain('aria-invalid');
  expect(field(long, 'password')).toContain('autofocus');
  const longEmail = rendered({ ...input, locale: 'en', loginFailure: { email: 'a@b.test', code: 'email_too_long', message: '', field: 'email' } });
  expect(field(longEmail.html, 'email')).toContain('autofocus');
  expect(longEmail.title).toBe('This email address is too long. An email address has at most 320 characters. | Log in | Careers at Smith & <Sons>');
  // The next page drawn has no refusal of its own.
  expect(rendered({ ...input, locale: 'en', loginFailure: null }).html).not.toContain('role="alert"');
  expect(rendered({ ...input, locale: 'en', loginFailure: null }).html).not.toContain('autofocus');
  expect(rendered({ ...input, locale: 'en', loginFailure: null }).title).toBe('Log in | Careers at Smith & <Sons>');
});

test("a new candidate's profile forms are left to the browser: drawn here, their Continue did nothing until the page hydrated", () => {
  const candidate = { user: { isLoggedIn: true, id: '7' } };
  for (const onboarding of [
    { isOnboarded: false, isBootstrapped: false },
    { isOnboarded: false, isBootstrapped: true },
  ]) {
    const newcomer = makeBootData({ ...candidate, onboarding });
    expect(renderChrome({ boot: newcomer, path: '/careers/settings', locale: 'en', nonce: '' })).toBeNull();
  }
  // Once onboarded, the same page is drawn.
  const settled = makeBootData({ ...candidate, onboarding: { isOnboarded: true, isBootstrapped: true } });
  expect(renderChrome({ boot: settled, path: '/careers/settings', locale: 'en', nonce: '' })).not.toBeNull();
});
