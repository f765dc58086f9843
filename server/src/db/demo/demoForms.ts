import type { FormDefinition, FormItem } from '../../services/forms/rules';

/**
 * The demo company's forms (stored in the `forms` table by seedDemoForms): a realistic application
 * form, an onboarding form that uses every question type the toolkit has, a stepper form, the
 * background check and tax forms the demo notifications talk about, and the public talent-network form.
 */

const COUNTRY_OPTIONS = '/api/pcsx/form_options/countries';
const REGION_OPTIONS = '/api/pcsx/form_options/regions?parent={{parentValue}}';

const country = (name: string, label: string, required = true): FormItem => ({
  name, label, type: 'select', required, layout: 'half', optionsEndpoint: COUNTRY_OPTIONS, sortOptions: 'asc', placeholder: 'Select',
});
const region = (name: string, label: string, parent: string): FormItem => ({
  name, label, type: 'select', layout: 'half', dependencies: [parent], visibleWhen: { notEmpty: true },
  optionsEndpoint: REGION_OPTIONS, sortOptions: 'asc', placeholder: 'Select',
});

const SKILLS = ['TypeScript', 'React', 'Node.js', 'Python', 'SQL', 'Kubernetes', 'AWS', 'Figma', 'Product management',
  'Data analysis', 'Go', 'Java', 'Communication', 'Leadership'];

export const APPLICATION_FORM: FormDefinition = {
  id: 'application',
  name: 'application',
  title: 'Apply to Northwind Labs',
  kind: 'application',
  layout: 'simple',
  sections: [
    {
      id: 'personal',
      title: 'Personal information',
      items: [
        { name: 'firstName', label: 'First name', type: 'text', required: true, layout: 'half', rules: [{ type: 'maxLength', value: 50 }] },
        { name: 'lastName', label: 'Last name', type: 'text', required: true, layout: 'half', rules: [{ type: 'maxLength', value: 50 }] },
        { name: 'email', label: 'Email', type: 'email', required: true, layout: 'half', rules: [{ type: 'email' }] },
        { name: 'phone', label: 'Phone', type: 'phone', required: true, layout: 'half', rules: [{ type: 'phoneWithCountry' }] },
        country('country', 'Country'),
        region('region', 'State or province', 'country'),
        { name: 'city', label: 'City', type: 'text', layout: 'half', rules: [{ type: 'maxLength', value: 100 }] },
      ],
    },
    {
      id: 'experience',
      title: 'Resume and experience',
      items: [
        {
          name: 'resume', label: 'Resume', type: 'file_upload', required: true, accept: ['.pdf', '.doc', '.docx', '.txt'],
          description: 'PDF, Word or plain text, up to 5 MB.',
          rules: [{ type: 'maxLength', value: 1 }, { type: 'maxFileSizeMB', value: 5 }],
        },
        {
          name: 'linkedin', label: 'LinkedIn profile', type: 'text', placeholder: 'https://www.linkedin.com/in/…',
          rules: [{ type: 'regex', value: '/^https:\\/\\/([a-z]+\\.)?linkedin\\.com\\/.+$/i', message: 'Enter a LinkedIn address that starts with https://www.linkedin.com/.' }],
        },
        {
          name: 'workHistory', label: 'Work history', type: 'dynamicList', addButtonText: 'Add a position',
          rules: [{ type: 'maxLength', value: 5, message: 'List at most 5 positions.' }],
          itemDefaultValue: { employer: '', jobTitle: '' },
          items: [
            { name: 'employer', label: 'Employer', type: 'text', required: true, layout: 'half' },
            { name: 'jobTitle', label: 'Job title', type: 'text', required: true, layout: 'half' },
            { name: 'period', label: 'Dates', type: 'dateRange', rules: [{ type: 'dateRange' }] },
          ],
        },
        { name: 'skills', label: 'Skills', type: 'skillSelector', suggestedSkills: SKILLS, showMoreThreshold: 10 },
      ],
    },
    {
      id: 'questions',
      title: 'A few questions',
      items: [
        {
          name: 'workAuthorization', label: 'Are you legally authorized to work in the country of this position?', type: 'radio', required: true,
          options: [{ label: 'Yes', value: 'yes' }, { label: 'No', value: 'no' }],
        },
        {
          name: 'sponsorship', label: 'Will you need visa sponsorship?', type: 'radio', required: true,
          dependencies: ['workAuthorization'], visibleWhen: { equals: 'no' },
          options: [{ label: 'Yes', value: 'yes' }, { label: 'No', value: 'no' }],
        },
        { name: 'startDate', label: 'Earliest start date', type: 'date', layout: 'half', enableFrom: 0 },
        { name: 'salaryExpectation', label: 'Salary expectation (per year)', type: 'number', layout: 'half', rules: [{ type: 'minValue', value: 0 }] },
        { name: 'coverLetter', label: 'Cover letter', type: 'textarea', rules: [{ type: 'maxLength', value: 5000 }] },
        {
          name: 'source', label: 'How did you hear about us?', type: 'dropdown', placeholder: 'Select',
          options: [
            { label: 'Job board', value: 'job_board' }, { label: 'LinkedIn', value: 'linkedin' },
            { label: 'A friend or colleague', value: 'referral' }, { label: 'Event', value: 'event' }, { label: 'Other', value: 'other' },
          ],
        },
        { name: 'privacyConsent', label: 'I have read the privacy notice and agree that Northwind Labs stores my application.', type: 'checkboxItem', required: true },
      ],
    },
  ],
};

/** Onboarding form with one question of every type (spec §3 question types), for the toolkit to show off. */
export const ONBOARDING_FORM: FormDefinition = {
  id: 'new-hire-onboarding',
  name: 'new-hire-onboarding',
  title: 'New hire onboarding',
  kind: 'onboarding',
  layout: 'htmlDescription',
  descriptionHtml:
    '<p>Welcome to <strong>Northwind Labs</strong>! Please complete this form before your first day so we can set up your ' +
    'payroll, equipment and accounts. It takes about 15 minutes.</p>',
  sections: [
    {
      id: 'welcome',
      title: 'Before you start',
      items: [
        { name: 'welcomeInfo', label: 'What you need', type: 'info', html: '<p>Have a photo ID, your tax number and your bank details at hand.</p>' },
        {
          name: 'policyInstruction', label: 'How we use your information', type: 'instruction',
          html:
            '<p>We use the information in this form only to employ you: payroll, benefits, equipment and building access.</p>' +
            '<p>Your tax number and bank details are visible to the payroll team only. Your emergency contact is visible to ' +
            'your manager and the people team.</p><p>You can ask for a copy of everything we store about you at any time ' +
            'by writing to <a href="mailto:people@demo.test">people@demo.test</a>.</p><p>We keep onboarding records for as ' +
            'long as you work with us and for the period employment law requires afterwards.</p>',
        },
      ],
    },
    {
      id: 'personal',
      title: 'Personal details',
      items: [
        { name: 'preferredName', label: 'Preferred name', type: 'text', layout: 'half', help: 'The name we use in email and on your badge.' },
        { name: 'personalEmail', label: 'Personal email', type: 'email', required: true, layout: 'half', rules: [{ type: 'email' }] },
        { name: 'mobilePhone', label: 'Mobile phone', type: 'phone', required: true, layout: 'half', rules: [{ type: 'phoneWithCountry' }] },
        { name: 'dateOfBirth', label: 'Date of birth', type: 'date', required: true, layout: 'half', enableUntil: -16 * 365 },
        country('homeCountry', 'Country of residence'),
        region('homeRegion', 'State or province', 'homeCountry'),
        {
          name: 'taxCountry', label: 'Where will you pay income tax?', type: 'radio', required: true,
          options: [{ label: 'United States', value: 'US' }, { label: 'Canada', value: 'CA' }, { label: 'Another country', value: 'other' }],
        },
        {
          name: 'ssn', label: 'Social security number', type: 'ssn', required: true, layout: 'half',
          dependencies: ['taxCountry'], visibleWhen: { equals: 'US' }, rules: [{ type: 'ssn' }],
        },
        {
          name: 'sin', label: 'Social insurance number', type: 'sin', required: true, layout: 'half',
          dependencies: ['taxCountry'], visibleWhen: { equals: 'CA' }, rules: [{ type: 'sin' }],
        },
      ],
    },
    {
      id: 'work',
      title: 'Your workplace',
      items: [
        {
          name: 'shirtSize', label: 'T-shirt size', type: 'dropdown', layout: 'half', placeholder: 'Select',
          options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((s) => ({ label: s, value: s })),
        },
        {
          name: 'equipment', label: 'Equipment you need', type: 'checkbox', required: true,
          options: [
            { label: 'Laptop', value: 'laptop' }, { label: 'External monitor', value: 'monitor' },
            { label: 'Headset', value: 'headset' }, { label: 'Standing desk (office only)', value: 'desk' },
          ],
        },
        {
          name: 'yearsExperience', label: 'Years of professional experience', type: 'number', layout: 'half',
          rules: [{ type: 'minValue', value: 0 }, { type: 'maxValue', value: 60 }],
        },
        { name: 'skills', label: 'Skills you bring', type: 'skillSelector', required: true, suggestedSkills: SKILLS, showMoreThreshold: 10, newItem: true },
        {
          name: 'education', label: 'Education', type: 'dynamicList', addButtonText: 'Add education',
          rules: [
            { type: 'minLength', value: 1, message: 'Add at least one school or course.' },
            { type: 'maxLength', value: 3, message: 'Add no more than 3 schools or courses.' },
          ],
          itemDefaultValue: { school: '', degree: '' },
          items: [
            { name: 'school', label: 'School', type: 'text', required: true, layout: 'half' },
            { name: 'degree', label: 'Degree or course', type: 'text', layout: 'half' },
            { name: 'period', label: 'Dates', type: 'dateRange', rules: [{ type: 'dateRange' }] },
          ],
        },
        { name: 'aboutYou', label: 'Tell your new team about yourself', type: 'textarea', rules: [{ type: 'maxLength', value: 500 }] },
      ],
    },
    {
      id: 'documents',
      title: 'Documents',
      items: [
        {
          name: 'photoId', label: 'Photo ID', type: 'file_upload', required: true, accept: ['.pdf', '.png', '.jpg', '.jpeg'],
          description: 'A passport or national ID card, as a scan or a photo (up to 5 MB).',
          rules: [{ type: 'maxLength', value: 1 }, { type: 'maxFileSizeMB', value: 5 }],
        },
        {
          name: 'certificates', label: 'Certificates', type: 'fileUpload',
          description: 'Up to 3 files, 8 MB together.',
          rules: [{ type: 'maxLength', value: 3 }, { type: 'maxFileSizeMB', value: 5 }, { type: 'maxCumulativeFileSizeMB', value: 8 }],
        },
        {
          name: 'handbook', label: 'Employee handbook', type: 'embedded_form',
          esign: { url: 'https://esign.demo.test/sign/handbook', origin: 'https://esign.demo.test', title: 'Employee handbook' },
        },
        {
          name: 'confidentiality', label: 'Confidentiality agreement', type: 'esignForm',
          esign: { url: 'https://esign.demo.test/sign/confidentiality', origin: 'https://esign.demo.test', title: 'Confidentiality agreement' },
        },
      ],
    },
    {
      id: 'finish',
      title: 'Finish',
      items: [
        { name: 'hiringExperience', label: 'How was your hiring experience?', type: 'star_rating', newItem: true },
        { name: 'confirmAccurate', label: 'I confirm that the information in this form is correct.', type: 'checkboxItem', required: true },
        { name: 'signedOn', label: 'Date signed', type: 'date', today: true, layout: 'half' },
      ],
    },
  ],
};

/** A stepper form (spec §2 Form toolkit layouts): the step list beside the form. */
export const EMPLOYEE_INFORMATION_FORM: FormDefinition = {
  id: 'employee-information',
  name: 'employee-information',
  title: 'Employee information',
  kind: 'onboarding',
  layout: 'stepper',
  sections: [
    {
      id: 'contact',
      title: 'Contact details',
      items: [
        { name: 'legalFirstName', label: 'Legal first name', type: 'text', required: true, layout: 'half' },
        { name: 'legalLastName', label: 'Legal last name', type: 'text', required: true, layout: 'half' },
        { name: 'workEmail', label: 'Email for payroll notices', type: 'email', required: true, rules: [{ type: 'email' }] },
        { name: 'phone', label: 'Phone', type: 'phone', required: true, rules: [{ type: 'phoneWithCountry' }] },
      ],
    },
    {
      id: 'address',
      title: 'Home address',
      items: [
        { name: 'street', label: 'Street and number', type: 'text', required: true },
        { name: 'postalCode', label: 'Postal code', type: 'text', required: true, layout: 'half', rules: [{ type: 'maxLength', value: 12 }] },
        { name: 'city', label: 'City', type: 'text', required: true, layout: 'half' },
        country('country', 'Country'),
        region('region', 'State or province', 'country'),
      ],
    },
    {
      id: 'emergency',
      title: 'Emergency contact',
      items: [
        { name: 'emergencyName', label: 'Full name', type: 'text', required: true, layout: 'half' },
        {
          name: 'emergencyRelationship', label: 'Relationship', type: 'dropdown', required: true, layout: 'half', placeholder: 'Select',
          options: [{ label: 'Partner', value: 'partner' }, { label: 'Parent', value: 'parent' }, { label: 'Sibling', value: 'sibling' },
            { label: 'Friend', value: 'friend' }, { label: 'Other', value: 'other' }],
        },
        { name: 'emergencyPhone', label: 'Phone', type: 'phone', required: true, rules: [{ type: 'phoneWithCountry' }] },
      ],
    },
    {
      id: 'banking',
      title: 'Direct deposit',
      items: [
        { name: 'accountHolder', label: 'Account holder', type: 'text', required: true },
        {
          name: 'iban', label: 'IBAN', type: 'text', required: true, newItem: true, placeholder: 'DE89 3704 0044 0532 0130 00',
          rules: [{ type: 'regex', value: '/^[A-Z]{2}\\d{2}( ?[A-Z0-9]){11,30}$/', message: 'Enter an IBAN like DE89 3704 0044 0532 0130 00.' }],
        },
        { name: 'bankName', label: 'Bank name', type: 'text', layout: 'half', newItem: true },
      ],
    },
    {
      id: 'confirm',
      title: 'Confirmation',
      items: [{ name: 'confirmAccurate', label: 'I confirm that these details are correct.', type: 'checkboxItem', required: true }],
    },
  ],
};

export const BACKGROUND_CHECK_FORM: FormDefinition = {
  id: 'background-check',
  name: 'background-check',
  title: 'Background check authorization',
  kind: 'onboarding',
  layout: 'simple',
  sections: [
    {
      id: 'identity',
      title: 'Your identity',
      items: [
        { name: 'legalName', label: 'Full legal name', type: 'text', required: true },
        { name: 'otherNames', label: 'Other names you have used', type: 'text' },
        { name: 'dateOfBirth', label: 'Date of birth', type: 'date', required: true, layout: 'half', enableUntil: -16 * 365 },
        country('countryOfResidence', 'Country of residence'),
      ],
    },
    {
      id: 'consent',
      title: 'Authorization',
      items: [
        {
          name: 'disclosure', label: 'Disclosure', type: 'instruction',
          html: '<p>Northwind Labs will obtain a report about your identity, education and employment history from an ' +
            'independent screening company. The report contains no credit information.</p>',
        },
        { name: 'authorize', label: 'I authorize Northwind Labs to obtain the background report described above.', type: 'checkboxItem', required: true },
        { name: 'signature', label: 'Enter your name as the electronic signature', type: 'text', required: true },
        { name: 'signedOn', label: 'Date signed', type: 'date', today: true, layout: 'half' },
      ],
    },
  ],
};

export const TAX_FORM: FormDefinition = {
  id: 'tax-information',
  name: 'tax-information',
  title: 'Tax information (W-4)',
  kind: 'onboarding',
  layout: 'simple',
  sections: [
    {
      id: 'tax',
      title: 'Federal tax withholding',
      items: [
        { name: 'ssn', label: 'Social security number', type: 'ssn', required: true, layout: 'half', rules: [{ type: 'ssn' }] },
        {
          name: 'filingStatus', label: 'Filing status', type: 'radio', required: true,
          options: [{ label: 'Single or married filing separately', value: 'single' }, { label: 'Married filing jointly', value: 'joint' },
            { label: 'Head of household', value: 'head' }],
        },
        { name: 'dependents', label: 'Number of dependents', type: 'number', layout: 'half', rules: [{ type: 'minValue', value: 0 }, { type: 'maxValue', value: 20 }] },
        { name: 'extraWithholding', label: 'Extra withholding per pay period (USD)', type: 'number', layout: 'half', rules: [{ type: 'minValue', value: 0 }] },
        { name: 'certify', label: 'Under penalties of perjury, I declare that this certificate is true, correct and complete.', type: 'checkboxItem', required: true },
      ],
    },
  ],
};

/** Public: visitors who are not logged in may fill it in (the navbar's 'Join our talent network'). */
export const TALENT_NETWORK_FORM: FormDefinition = {
  id: 'talent-network',
  name: 'talent-network',
  title: 'Join our talent network',
  kind: 'general',
  layout: 'simple',
  descriptionHtml: '<p>Tell us what you are interested in and we will let you know when a matching role opens.</p>',
  sections: [
    {
      id: 'you',
      title: 'About you',
      items: [
        { name: 'firstName', label: 'First name', type: 'text', required: true, layout: 'half' },
        { name: 'lastName', label: 'Last name', type: 'text', required: true, layout: 'half' },
        { name: 'email', label: 'Email', type: 'email', required: true, rules: [{ type: 'email' }] },
        country('country', 'Country'),
        {
          name: 'interests', label: 'Teams you are interested in', type: 'checkbox', required: true,
          options: ['Engineering', 'Data', 'Design', 'Product', 'Sales', 'Marketing', 'Operations', 'People'].map((d) => ({ label: d, value: d })),
        },
        { name: 'resume', label: 'Resume', type: 'file_upload', accept: ['.pdf', '.doc', '.docx', '.txt'], rules: [{ type: 'maxLength', value: 1 }, { type: 'maxFileSizeMB', value: 5 }] },
        { name: 'consent', label: 'Email me about new roles. I can unsubscribe at any time.', type: 'checkboxItem', required: true },
      ],
    },
  ],
};

export const DEMO_FORMS: ReadonlyArray<{ definition: FormDefinition; isPublic?: boolean }> = [
  { definition: APPLICATION_FORM },
  { definition: ONBOARDING_FORM },
  { definition: EMPLOYEE_INFORMATION_FORM },
  { definition: BACKGROUND_CHECK_FORM },
  { definition: TAX_FORM },
  { definition: TALENT_NETWORK_FORM, isPublic: true },
];
