import type { FormDefinition } from '@careers/shared/forms';
import type { ApplyForm, FormListEntry } from '@careers/shared/contracts';

/** Small definitions and server answers for the page tests (tests only). */

export const TAX_FORM: FormDefinition = {
  id: 'tax-information',
  name: 'tax-information',
  title: 'Tax information',
  kind: 'onboarding',
  layout: 'simple',
  sections: [
    {
      id: 'tax',
      title: 'Federal tax withholding',
      items: [
        { name: 'legalName', label: 'Legal name', type: 'text', required: true },
        { name: 'dependents', label: 'Number of dependents', type: 'number', rules: [{ type: 'minValue', value: 0 }] },
        { name: 'certify', label: 'I certify that this is correct.', type: 'checkboxItem', required: true },
      ],
    },
  ],
};

export const STEPPER_FORM: FormDefinition = {
  id: 'employee-information',
  name: 'employee-information',
  title: 'Employee information',
  kind: 'onboarding',
  layout: 'stepper',
  sections: [
    { id: 'contact', title: 'Contact details', items: [{ name: 'legalFirstName', label: 'Legal first name', type: 'text', required: true }] },
    { id: 'address', title: 'Home address', items: [{ name: 'city', label: 'City', type: 'text', required: true }] },
  ],
};

export const TALENT_FORM: FormDefinition = {
  id: 'talent-network',
  name: 'talent-network',
  title: 'Join our talent network',
  kind: 'general',
  layout: 'simple',
  descriptionHtml: '<p>Tell us what you are interested in.</p><img src=x onerror="window.hacked=1">',
  sections: [
    {
      id: 'you',
      title: 'About you',
      items: [
        { name: 'email', label: 'Email', type: 'email', required: true, rules: [{ type: 'email' }] },
        { name: 'consent', label: 'Email me about new roles.', type: 'checkboxItem', required: true },
      ],
    },
  ],
};

/** Acme's one-section application form ('Apply to Acme', simple layout) with these questions. */
export const applicationFormOf = (section: FormDefinition['sections'][number]): FormDefinition => ({
  id: 'application',
  name: 'application',
  title: 'Apply to Acme',
  kind: 'application',
  layout: 'simple',
  sections: [section],
});

export const APPLICATION_FORM: FormDefinition = applicationFormOf({
  id: 'personal',
  title: 'Personal information',
  items: [
    { name: 'firstName', label: 'First name', type: 'text', required: true },
    { name: 'email', label: 'Email', type: 'email', required: true, rules: [{ type: 'email' }] },
    { name: 'linkedin', label: 'LinkedIn profile', type: 'text' },
  ],
});

export const applyForm = (patch: Partial<ApplyForm> = {}): ApplyForm => ({
  form: APPLICATION_FORM,
  values: { firstName: 'Ada', email: 'ada@example.com' },
  position: { id: 12, name: 'Senior Data Engineer', location: 'Berlin, BE, DE', archived_at: null, is_closed: false },
  draft: null,
  resumes: [],
  ...patch,
});

export const listEntry = (patch: Partial<FormListEntry> & Pick<FormListEntry, 'id' | 'title'>): FormListEntry => ({
  kind: 'onboarding',
  status: 'open',
  updated_at: '2026-03-01T10:00:00.000Z',
  due_at: null,
  url: `/careers/forms?form_id=${patch.id}`,
  ...patch,
});

export const TABS = (counts: [number, number, number, number]) => [
  { id: 'all' as const, label: 'All', count: counts[0] },
  { id: 'open' as const, label: 'To do', count: counts[1] },
  { id: 'in_progress' as const, label: 'In progress', count: counts[2] },
  { id: 'completed' as const, label: 'Completed', count: counts[3] },
];
