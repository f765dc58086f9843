import { Type, type Static } from '@sinclair/typebox';
import { DomainField, Nullable, StringEnum } from '../schemaParts';

/** Spec §3 "Offer form status". */
export const FORM_STATUSES = ['open', 'in_progress', 'completed'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];
export const FORM_TAB_IDS = ['all', ...FORM_STATUSES] as const;
export type FormTabId = (typeof FORM_TAB_IDS)[number];
export const FORM_KINDS = ['application', 'onboarding', 'general'] as const;

/** GET /api/pcsx/forms_list (spec §7: tab_id, include_tab_list, domain). */
export const FormsListQuery = Type.Object({
  tab_id: Type.Optional(StringEnum(FORM_TAB_IDS)),
  include_tab_list: Type.Optional(StringEnum(['true', 'false', '1', '0'])),
  domain: Type.Optional(DomainField),
});
export type FormsListQuery = Static<typeof FormsListQuery>;

/** One tab of the forms center, with how many forms it lists. */
export const FormTab = Type.Object({
  id: StringEnum(FORM_TAB_IDS),
  label: Type.String(),
  count: Type.Integer(),
});
export type FormTab = Static<typeof FormTab>;

export const FormListEntry = Type.Object({
  id: Type.String(),
  title: Type.String(),
  kind: StringEnum(FORM_KINDS),
  status: StringEnum(FORM_STATUSES),
  updated_at: Type.String(),
  due_at: Nullable(Type.String()),
  /** The page that shows the form: '/careers/forms?form_id=…'. */
  url: Type.String(),
});
export type FormListEntry = Static<typeof FormListEntry>;

/** The candidate's forms of one tab; with every tab's count when include_tab_list asks for them. */
export const FormsList = Type.Object({
  tabs: Type.Optional(Type.Array(FormTab)),
  forms: Type.Array(FormListEntry),
});
export type FormsList = Static<typeof FormsList>;

export const FormsListResponse = Type.Object({ data: FormsList });
export type FormsListResponse = Static<typeof FormsListResponse>;
