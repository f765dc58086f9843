import { Type, type Static } from '@sinclair/typebox';
import { DomainField } from '../schemaParts';

/** GET /api/pcsx/form_options/:list (spec §7 "Select options in forms"). */
export const FormOptionsParams = Type.Object({
  list: Type.String({ pattern: '^[A-Za-z0-9_-]{1,50}$' }),
});
export type FormOptionsParams = Static<typeof FormOptionsParams>;

/** `parent` is the first dependency's value ('{{parentValue}}' in the item's optionsEndpoint). */
export const FormOptionsQuery = Type.Object({
  parent: Type.Optional(Type.String({ maxLength: 100 })),
  domain: Type.Optional(DomainField),
});
export type FormOptionsQuery = Static<typeof FormOptionsQuery>;

export const FormOption = Type.Object({ label: Type.String(), value: Type.String() });
export type FormOption = Static<typeof FormOption>;

/** Read from data.options; an empty list is a valid answer (the toolkit shows one 'Not Applicable' option). */
export const FormOptionsResponse = Type.Object({ data: Type.Object({ options: Type.Array(FormOption) }) });
export type FormOptionsResponse = Static<typeof FormOptionsResponse>;
