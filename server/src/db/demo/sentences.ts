/** Sentence banks the position descriptions are composed from. `{company}`, `{team}`, `{city}` are filled in. */

export const INTROS: readonly string[] = [
  '{company} builds the tools thousands of teams use to plan, ship and learn from their work.',
  'At {company}, we believe good software should feel calm, fast and obvious.',
  '{company} helps organisations of every size make better decisions with their data.',
  'Since our founding, {company} has grown from a small workshop into a global team across six continents.',
  'Our customers range from two-person start-ups to some of the largest companies in the world.',
  'We are a product-led company: the people who build the product talk to the people who use it.',
];

export const TEAM_LINES: readonly string[] = [
  'The {team} team is small, senior and trusted to make its own decisions.',
  'You will join a friendly {team} team that values clear writing and thoughtful feedback.',
  'Our {team} team works in short cycles and ships something meaningful every week.',
  'The {team} team in {city} collaborates daily with colleagues in other time zones.',
  'Our {team} group has doubled this year and is shaping how the whole company works.',
  'The {team} team cares about craft, and about leaving time for deep work.',
];

export const REMOTE_LINES: readonly string[] = [
  'This role is remote-friendly: you can work from home, with the {city} office open whenever you want it.',
  'You can do this job fully remotely; the team meets in person a few times a year.',
];

export const ONSITE_LINES: readonly string[] = [
  'This role is based in our {city} office, with flexibility to work from home two days a week.',
  'You will work from our {city} office, close to public transport and great coffee.',
  'The role is hybrid, with three days a week in {city}.',
];

export const TYPE_LINES: Readonly<Record<string, string>> = {
  FULL_TIME: 'This is a permanent, full-time position.',
  PART_TIME: 'This is a part-time position of 20 to 30 hours a week, with hours agreed together.',
  CONTRACTOR: 'This is a contract engagement of six to twelve months, with the possibility of extension.',
  INTERN: 'This is a paid internship of twelve weeks, with a dedicated mentor and a real project to ship.',
  TEMPORARY: 'This is a temporary position covering a busy period of about four months.',
};

export const BENEFITS: readonly string[] = [
  'We offer competitive pay, equity and a generous learning budget.',
  'You will get comprehensive health cover for you and your family.',
  'Everyone gets at least 25 days of paid holiday plus local public holidays.',
  'We support parents with 20 weeks of fully paid leave.',
  'A home-office allowance helps you set up a comfortable workspace.',
  'We run a quiet week every quarter with no meetings at all.',
  'Your wellbeing matters: we cover gym memberships and mental-health support.',
];

export const CLOSINGS: readonly string[] = [
  'We welcome applications from people of all backgrounds; if you meet most of the requirements, please apply.',
  'If this sounds like you, we would love to hear from you — even if your experience does not match every point.',
  'We review every application personally and aim to reply within two weeks.',
  'Our interview process is short and transparent: a call, a practical exercise and a conversation with the team.',
];
