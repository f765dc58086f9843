import type { FormDefinition, FormValues } from '@careers/shared/forms';

/** Server shapes of the forms API (README API section; /work briefs forms-api.md). */

/** Spec §3 "Offer form status". */
export type FormStatus = 'open' | 'in_progress' | 'completed';
export type FormTabId = 'all' | FormStatus;

export interface FormTab {
  id: FormTabId;
  label: string;
  count: number;
}

export interface FormListEntry {
  id: string;
  title: string;
  kind: FormDefinition['kind'];
  status: FormStatus;
  updated_at: string;
  due_at: string | null;
  /** The page that shows the form: '/careers/forms?form_id=…'. */
  url: string;
}

/** GET /api/pcsx/forms_list → data. */
export interface FormsList {
  tabs?: FormTab[];
  forms: FormListEntry[];
}

/** GET /api/pcsx/forms/:formId → data. */
export interface CandidateForm {
  form: FormDefinition;
  values: FormValues;
  status: FormStatus;
}

export interface ApplyPosition {
  id: number;
  name: string;
  location: string;
  archived_at: string | null;
}

/** GET /api/pcsx/apply_form → data. */
export interface ApplyForm {
  form: FormDefinition;
  /** The draft's answers when there is one, else what the profile already knows. */
  values: FormValues;
  position: ApplyPosition;
  draft: { updated_at: string } | null;
}
