import { focusNearestHeading } from './focusNearestHeading';

afterEach(() => document.body.replaceChildren());

test("focus goes to the heading of the button's own section, not another section's or the page's", () => {
  document.body.innerHTML = `<main><h1>Dashboard</h1><section><h2>Events</h2><div><button>Try again</button></div></section><section><h2>Offers</h2></section></main>`;
  focusNearestHeading(document.querySelector('button'));
  expect(document.activeElement?.textContent).toBe('Events');
  expect(document.activeElement).toHaveAttribute('tabindex', '-1');
});

test("without a heading in its section, the page's h1 takes focus; from <body> nothing moves", () => {
  document.body.innerHTML = `<div><h1 tabindex="-1">Interviews</h1><div><button>Try again</button></div></div>`;
  focusNearestHeading(document.body);
  expect(document.activeElement).toBe(document.body);
  focusNearestHeading(document.querySelector('button'));
  expect(document.activeElement?.textContent).toBe('Interviews');
});
