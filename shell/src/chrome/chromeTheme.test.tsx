import { screen } from '@testing-library/react';
import { makeBootData, renderWithProviders, themedDocument } from '@careers/shared/testing';
import { Banner } from './Banner';
import { GlobalStyles } from './GlobalStyles';
import { Hero } from './Hero';
import { Navbar } from './Navbar';

// The chrome draws the company's published theme (boot data's `theme`, issue 32), and without one exactly what it drew
// before the theme builder.

const withTheme = (theme?: ReturnType<typeof themedDocument>, configs = {}) => makeBootData({ ...(theme && { theme }), configs });
const header = () => screen.getByRole('banner');

describe('the navbar', () => {
  const draw = (theme?: ReturnType<typeof themedDocument>, configs = {}) =>
    renderWithProviders(<Navbar pathname="/careers" onLogout={jest.fn()} />, { boot: withTheme(theme, configs) });

  test('in the default look: the light grey 60 px bar with dark text', () => {
    draw();
    expect(header()).toHaveStyle({ background: '#f5f7fa', height: '60px', color: '#1d2330' });
  });

  test("in the theme's colours and height", () => {
    draw(themedDocument('navbar', { backgroundColour: '#123456', textColour: '#fafafa', height: 72 }));
    expect(header()).toHaveStyle({ background: '#123456', height: '72px', color: '#fafafa' });
    expect(screen.getByRole('link', { name: /home/i })).toHaveStyle({ color: '#fafafa' });
  });

  test("the theme's logo is drawn in a box of known size, and the company's name stays the link's name", () => {
    draw(themedDocument('navbar', { logo: 'logo-abc' }), { company: { name: 'Northwind Labs' } });
    const home = screen.getByRole('link', { name: /Northwind Labs/ });
    const logo = home.querySelector('img')!;
    expect(logo).toHaveAttribute('src', '/api/pcsx/theme_assets/logo-abc');
    expect(logo).toHaveAttribute('width');
    expect(logo).toHaveAttribute('height');
    expect(logo).toHaveAttribute('alt', '');
  });

  test('logo in the centre: the brand moves between the links and the account', () => {
    draw(themedDocument('navbar', { layout: 'logo-centre' }), { company: { name: 'Northwind Labs' } });
    expect(screen.getByRole('link', { name: /Northwind Labs/ })).toHaveStyle({ order: '1' });
  });

  test('logo at the start (the default): the brand keeps its place', () => {
    draw(undefined, { company: { name: 'Northwind Labs' } });
    expect(screen.getByRole('link', { name: /Northwind Labs/ })).not.toHaveStyle({ order: '1' });
  });
});

describe('the banner', () => {
  const banner = { displayBanner: true, displayText: 'We are moving to a new site' };

  test('default: light blue with the body text colour', () => {
    renderWithProviders(<Banner />, { boot: makeBootData({ banner }) });
    expect(screen.getByRole('region')).toHaveStyle({ background: '#e8f0fb', color: '#1d2330' });
  });

  test("in the theme's banner header colours", () => {
    renderWithProviders(<Banner />, { boot: makeBootData({ banner, theme: themedDocument('banner_header', { backgroundColour: '#123456', textColour: '#ffffff' }) }) });
    expect(screen.getByRole('region')).toHaveStyle({ background: '#123456', color: '#ffffff' });
  });
});

describe('the hero', () => {
  const heroImage = { url: '/hero.jpg', alt: 'Our office', pages: ['search'] };
  const configs = { pcsxConfig: { branding: { heroImage } } };

  test("default: the config's picture, at most 280 px high", () => {
    renderWithProviders(<Hero pageId="search" />, { boot: withTheme(undefined, configs) });
    const img = screen.getByRole('img', { name: 'Our office' });
    expect(img).toHaveAttribute('src', '/hero.jpg');
    expect(img).toHaveStyle({ maxHeight: '280px' });
  });

  test("a theme's hero picture and height replace the config's, on the config's pages", () => {
    renderWithProviders(<Hero pageId="search" />, { boot: withTheme(themedDocument('pcsx_hero_image', { image: 'hero-xyz', height: 400 }), configs) });
    const img = screen.getByRole('img', { name: 'Our office' });
    expect(img).toHaveAttribute('src', '/api/pcsx/theme_assets/hero-xyz');
    expect(img).toHaveStyle({ maxHeight: '400px' });
  });
});

describe('the page', () => {
  // jsdom draws nothing: the page's rules themselves are read (as GlobalStyles.test does).
  const pageCss = () =>
    ([...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n') +
      [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n')).replace(/\s+/g, '');

  test("default: the system font at 16 px, dark text on white", () => {
    renderWithProviders(<GlobalStyles />);
    expect(pageCss()).toContain('font-size:16px');
    expect(pageCss()).toContain('color:#1d2330;background:#ffffff');
  });

  test("the theme's core font and size, page background and heading colour", () => {
    const theme = themedDocument('pcsx_core', { pageBackgroundColour: '#fbf7ee', headingColour: '#5a1e00' });
    theme.sections.core_properties = { ...theme.sections.core_properties!, fontFamily: 'transitional', baseFontSize: 18, textColour: '#222222' };
    renderWithProviders(<GlobalStyles />, { boot: makeBootData({ theme }) });
    const css = pageCss();
    expect(css).toContain('font-family:Charter');
    expect(css).toContain('font-size:18px');
    expect(css).toContain('color:#222222;background:#fbf7ee');
    expect(css).toContain('main:where(h1,h2,h3){color:#5a1e00;}');
  });
});
