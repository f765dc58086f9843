/**
 * What each department of the demo company hires for: role titles (built as
 * "<seniority> <specialty> <role>"), the real skills those roles ask for, and sentences
 * describing the work. Data only; `positions.ts` composes it.
 */
export interface Department {
  name: string;
  /** Relative share of positions. */
  weight: number;
  specialties: readonly string[];
  roles: readonly string[];
  skills: readonly string[];
  duties: readonly string[];
  requirements: readonly string[];
  /** Base yearly salary in USD for a mid-level role in a US city. */
  baseSalaryUsd: number;
}

export const DEPARTMENTS: readonly Department[] = [
  {
    name: 'Engineering',
    weight: 24,
    specialties: ['Backend', 'Frontend', 'Full-Stack', 'Platform', 'Mobile', 'Infrastructure', 'Site Reliability', 'Embedded', 'Developer Tools', 'Payments'],
    roles: ['Software Engineer', 'Engineer', 'Engineering Manager', 'Developer'],
    skills: ['TypeScript', 'JavaScript', 'React', 'Node.js', 'Go', 'Java', 'Kotlin', 'Swift', 'Python', 'Rust', 'PostgreSQL', 'Kubernetes', 'Terraform', 'AWS', 'GraphQL', 'Docker', 'C++', 'gRPC'],
    duties: [
      'design, build and operate services that handle millions of requests a day',
      'review code and raise the bar on testing, observability and reliability',
      'break large projects into small, shippable increments',
      'work with product managers and designers from discovery to launch',
      'own features end to end, including on-call for the systems you build',
      'improve build times, deployment pipelines and developer experience',
      'mentor engineers and help them grow through pairing and feedback',
      'write clear design documents and invite critique early',
    ],
    requirements: [
      'experience shipping production software in a modern language',
      'a habit of writing tests and leaving code better than you found it',
      'comfort reasoning about performance, failure modes and trade-offs',
      'clear written communication across time zones',
      'curiosity about the problems our customers face',
    ],
    baseSalaryUsd: 150000,
  },
  {
    name: 'Data',
    weight: 10,
    specialties: ['Analytics', 'Machine Learning', 'Data Platform', 'Applied AI', 'Experimentation', 'Business Intelligence'],
    roles: ['Data Scientist', 'Data Engineer', 'Analyst', 'Machine Learning Engineer', 'Analytics Engineer'],
    skills: ['SQL', 'Python', 'dbt', 'Apache Spark', 'Airflow', 'Snowflake', 'BigQuery', 'PyTorch', 'scikit-learn', 'Looker', 'Tableau', 'Statistics', 'Kafka', 'pandas'],
    duties: [
      'turn messy data into trustworthy models that teams rely on every day',
      'design experiments and explain their results to non-specialists',
      'build and maintain batch and streaming pipelines',
      'train, evaluate and deploy models that improve search relevance',
      'define the metrics that tell us whether a product change worked',
      'partner with engineering to make data quality a shared responsibility',
    ],
    requirements: [
      'strong SQL and at least one programming language for data work',
      'a solid grounding in statistics and experimental design',
      'experience taking analyses from question to decision',
      'care for documentation and reproducible work',
    ],
    baseSalaryUsd: 140000,
  },
  {
    name: 'Design',
    weight: 6,
    specialties: ['Product', 'UX', 'Visual', 'Interaction', 'Brand', 'Content'],
    roles: ['Designer', 'Design Manager', 'Researcher', 'Design Systems Lead'],
    skills: ['Figma', 'Prototyping', 'User Research', 'Interaction Design', 'Accessibility', 'Design Systems', 'Usability Testing', 'Information Architecture', 'Motion Design', 'Illustration'],
    duties: [
      'shape product experiences from early sketches to polished interfaces',
      'run research sessions and share what you learn with the whole team',
      'contribute to and evolve our design system',
      'make accessibility a default, not an afterthought',
      'prototype quickly to test ideas before we build them',
    ],
    requirements: [
      'a portfolio that shows your process as well as the outcome',
      'experience working closely with engineers and product managers',
      'comfort presenting and defending design decisions',
      'knowledge of WCAG and inclusive design practice',
    ],
    baseSalaryUsd: 125000,
  },
  {
    name: 'Product',
    weight: 6,
    specialties: ['Growth', 'Platform', 'Core', 'Search', 'Marketplace', 'Mobile', 'Enterprise'],
    roles: ['Product Manager', 'Product Owner', 'Product Operations Manager', 'Technical Product Manager'],
    skills: ['Roadmapping', 'Product Discovery', 'A/B Testing', 'SQL', 'Jira', 'Amplitude', 'Stakeholder Management', 'User Research', 'Agile', 'OKRs'],
    duties: [
      'set a clear product direction grounded in customer evidence',
      'prioritise ruthlessly and explain the trade-offs you make',
      'work with engineering and design to ship in small, measurable steps',
      'talk to customers every week and bring their voice into decisions',
      'define success metrics and follow up after launch',
    ],
    requirements: [
      'a track record of launching products customers love',
      'comfort with data and qualitative research alike',
      'excellent written and spoken communication',
      'the ability to lead without formal authority',
    ],
    baseSalaryUsd: 145000,
  },
  {
    name: 'Sales',
    weight: 12,
    specialties: ['Enterprise', 'Mid-Market', 'SMB', 'Public Sector', 'Strategic', 'Channel'],
    roles: ['Account Executive', 'Sales Development Representative', 'Sales Manager', 'Solutions Consultant', 'Sales Engineer'],
    skills: ['Salesforce', 'Negotiation', 'Prospecting', 'MEDDICC', 'Pipeline Management', 'Solution Selling', 'Forecasting', 'HubSpot', 'Outreach', 'Contract Negotiation'],
    duties: [
      'build and manage a healthy pipeline in your territory',
      'run discovery calls and tailored product demonstrations',
      'negotiate and close multi-year agreements',
      'partner with customer success to expand existing accounts',
      'keep forecasts accurate and your CRM up to date',
    ],
    requirements: [
      'a record of meeting or beating quota in B2B software',
      'confidence presenting to executives',
      'resilience, curiosity and strong organisation',
      'fluency in the language of your region',
    ],
    baseSalaryUsd: 95000,
  },
  {
    name: 'Marketing',
    weight: 7,
    specialties: ['Product', 'Growth', 'Content', 'Brand', 'Lifecycle', 'Field', 'Partner'],
    roles: ['Marketing Manager', 'Marketer', 'Content Strategist', 'Campaign Manager', 'Communications Manager'],
    skills: ['SEO', 'Google Analytics', 'Copywriting', 'Marketo', 'HubSpot', 'Paid Social', 'Content Strategy', 'Email Marketing', 'Event Marketing', 'Positioning'],
    duties: [
      'plan and launch campaigns that reach the right audience',
      'write clear, compelling copy for web, email and events',
      'measure what works and double down on it',
      'work with sales on messaging and enablement',
      'keep our brand consistent across every channel',
    ],
    requirements: [
      'experience running multi-channel campaigns',
      'a sharp eye for detail and a strong writing voice',
      'comfort with marketing analytics tools',
      'the ability to manage several projects at once',
    ],
    baseSalaryUsd: 105000,
  },
  {
    name: 'Customer Success',
    weight: 8,
    specialties: ['Enterprise', 'Onboarding', 'Technical', 'Strategic', 'Support'],
    roles: ['Customer Success Manager', 'Support Engineer', 'Implementation Consultant', 'Support Specialist', 'Customer Success Lead'],
    skills: ['Zendesk', 'Customer Onboarding', 'Account Management', 'Gainsight', 'Troubleshooting', 'SQL', 'APIs', 'Training', 'Renewals', 'Salesforce'],
    duties: [
      'guide new customers from contract signature to value',
      'solve tricky technical problems and share fixes with the team',
      'run business reviews that connect our product to customer goals',
      'spot risks early and work across teams to address them',
      'turn customer feedback into clear product requests',
    ],
    requirements: [
      'experience in a customer-facing role at a software company',
      'patience, empathy and a knack for explaining technical topics simply',
      'strong organisation across many accounts',
      'a calm approach under pressure',
    ],
    baseSalaryUsd: 90000,
  },
  {
    name: 'Finance',
    weight: 5,
    specialties: ['Corporate', 'Revenue', 'Strategic', 'Tax', 'Treasury', 'Procurement'],
    roles: ['Financial Analyst', 'Accountant', 'Controller', 'Finance Manager', 'Payroll Specialist'],
    skills: ['Excel', 'Financial Modelling', 'NetSuite', 'GAAP', 'IFRS', 'Budgeting', 'Forecasting', 'Revenue Recognition', 'Audit', 'Anaplan'],
    duties: [
      'build the models that guide our investment decisions',
      'close the books accurately and on time each month',
      'partner with department leaders on budgets and forecasts',
      'improve financial processes and controls as we scale',
      'prepare clear reporting for leadership and the board',
    ],
    requirements: [
      'a degree in finance, accounting or a related field',
      'advanced spreadsheet skills',
      'experience at a growing software company is a plus',
      'accuracy and sound judgement',
    ],
    baseSalaryUsd: 110000,
  },
  {
    name: 'People',
    weight: 5,
    specialties: ['Talent Acquisition', 'People Operations', 'Learning', 'Total Rewards', 'Employee Experience'],
    roles: ['Recruiter', 'People Partner', 'Coordinator', 'Program Manager', 'Sourcer'],
    skills: ['Recruiting', 'Employment Law', 'Workday', 'Greenhouse', 'Compensation', 'Coaching', 'Onboarding', 'Interviewing', 'Employee Relations', 'HRIS'],
    duties: [
      'find and attract people who will make our teams stronger',
      'advise managers on performance, growth and team health',
      'design programmes that help people learn on the job',
      'keep our people processes fair, simple and compliant',
      'create a great experience for every candidate, hired or not',
    ],
    requirements: [
      'experience in a people or talent role at a growing company',
      'discretion and sound judgement with sensitive topics',
      'strong communication and relationship building',
      'a data-informed approach to people decisions',
    ],
    baseSalaryUsd: 95000,
  },
  {
    name: 'Legal',
    weight: 2,
    specialties: ['Commercial', 'Privacy', 'Employment', 'Corporate', 'Product'],
    roles: ['Counsel', 'Legal Operations Manager', 'Paralegal', 'Contracts Manager'],
    skills: ['Contract Drafting', 'GDPR', 'Privacy Law', 'Negotiation', 'Compliance', 'Intellectual Property', 'Employment Law', 'Legal Research', 'SaaS Agreements', 'Risk Assessment'],
    duties: [
      'draft and negotiate customer and vendor agreements',
      'advise product teams on privacy and data protection',
      'keep our policies current with changing regulation',
      'give practical, business-minded legal advice',
    ],
    requirements: [
      'qualification to practise law in your jurisdiction, for counsel roles',
      'experience with technology or SaaS contracts',
      'the ability to explain legal risk in plain language',
    ],
    baseSalaryUsd: 160000,
  },
  {
    name: 'Operations',
    weight: 6,
    specialties: ['Business', 'Revenue', 'Sales', 'Workplace', 'Supply Chain', 'Program'],
    roles: ['Operations Manager', 'Analyst', 'Program Manager', 'Operations Specialist', 'Chief of Staff'],
    skills: ['Process Improvement', 'Project Management', 'Excel', 'SQL', 'Salesforce', 'Vendor Management', 'Lean', 'Asana', 'Data Analysis', 'Change Management'],
    duties: [
      'find bottlenecks and fix them with better processes and tools',
      'run planning cycles and keep cross-team programmes on track',
      'build dashboards that show how the business is doing',
      'manage vendors and keep our offices running smoothly',
    ],
    requirements: [
      'experience in operations, consulting or programme management',
      'a structured, analytical way of working',
      'comfort with ambiguity and changing priorities',
    ],
    baseSalaryUsd: 100000,
  },
  {
    name: 'Security',
    weight: 5,
    specialties: ['Application', 'Cloud', 'Detection and Response', 'Governance', 'Identity', 'Offensive'],
    roles: ['Security Engineer', 'Security Analyst', 'Security Architect', 'Security Manager'],
    skills: ['Threat Modelling', 'Penetration Testing', 'SIEM', 'AWS Security', 'Incident Response', 'SOC 2', 'ISO 27001', 'OWASP', 'Cryptography', 'Zero Trust'],
    duties: [
      'find and fix vulnerabilities before attackers do',
      'build detections and respond to security incidents',
      'help engineers design secure systems from the start',
      'run our compliance programmes without slowing teams down',
    ],
    requirements: [
      'hands-on experience in security engineering or operations',
      'a working knowledge of cloud infrastructure',
      'a calm, methodical approach to incidents',
    ],
    baseSalaryUsd: 155000,
  },
  {
    name: 'IT',
    weight: 4,
    specialties: ['Corporate', 'End User', 'Systems', 'Identity', 'Network'],
    roles: ['Systems Administrator', 'IT Support Specialist', 'IT Manager', 'Network Engineer'],
    skills: ['Okta', 'Google Workspace', 'macOS', 'Jamf', 'Networking', 'Scripting', 'ITIL', 'Microsoft 365', 'Device Management', 'Help Desk'],
    duties: [
      'keep laptops, accounts and networks working for every employee',
      'automate onboarding and offboarding',
      'manage our SaaS tools and their access controls',
      'support colleagues across offices and time zones',
    ],
    requirements: [
      'experience supporting a modern, cloud-first workplace',
      'scripting skills to automate routine work',
      'patience and a service mindset',
    ],
    baseSalaryUsd: 85000,
  },
];

/** Levels that prefix titles, with their share and pay multiplier. */
export const SENIORITIES: ReadonlyArray<readonly [label: string, weight: number, pay: number]> = [
  ['Junior', 10, 0.7],
  ['', 30, 1],
  ['Senior', 30, 1.25],
  ['Staff', 8, 1.5],
  ['Lead', 10, 1.4],
  ['Principal', 5, 1.7],
  ['Director of', 2, 1.9],
];

export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'INTERN' | 'TEMPORARY';

export const EMPLOYMENT_TYPE_WEIGHTS: ReadonlyArray<readonly [EmploymentType, number]> = [
  ['FULL_TIME', 76],
  ['PART_TIME', 6],
  ['CONTRACTOR', 9],
  ['INTERN', 5],
  ['TEMPORARY', 4],
];

export const EMPLOYMENT_TYPE_LABELS: Readonly<Record<EmploymentType, string>> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contractor',
  INTERN: 'Internship',
  TEMPORARY: 'Temporary',
};
