import { proxy } from 'valtio/vanilla';
import type { ThemeDocument } from '@careers/shared/contracts';
import type { ThemeSectionName } from '@careers/shared/theme/themeFields';

type Product = ThemeDocument['product'];

/** One product's theme as the user edits it, and what it was when last loaded or saved (to tell unsaved changes). */
interface ProductEdit {
  document: ThemeDocument;
  saved: string;
  /** `section.field` of each field whose typed text is not a valid value (the document keeps the last valid one). */
  invalid: string[];
}

/** The builder's edits, one per product, kept while the user switches between the products. */
export const themeEditorStore = proxy<{ edits: Partial<Record<Product, ProductEdit>> }>({ edits: {} });

const copy = (document: ThemeDocument) => JSON.parse(JSON.stringify(document)) as ThemeDocument;

/** Starts editing `document` (the draft, the published theme or the default look) as the saved state. */
export function loadTheme(document: ThemeDocument): void {
  themeEditorStore.edits[document.product] = { document: copy(document), saved: JSON.stringify(document), invalid: [] };
}

/** Sets one token of the product's theme. */
export function setToken(product: Product, section: ThemeSectionName, field: string, value: unknown): void {
  const sections = themeEditorStore.edits[product]?.document.sections as Record<string, Record<string, unknown>> | undefined;
  if (sections?.[section]) sections[section][field] = value;
}

/** Replaces one section with `values` (the default look's, for "Reset this section"). */
export function setSection(product: Product, section: ThemeSectionName, values: object): void {
  const edit = themeEditorStore.edits[product];
  if (!edit) return;
  (edit.document.sections as Record<string, object>)[section] = { ...values };
  edit.invalid = edit.invalid.filter((path) => !path.startsWith(`${section}.`));
}

/** Marks a field's typed text as not (yet) a valid value, or valid again. */
export function markInvalid(product: Product, path: string, invalid: boolean): void {
  const edit = themeEditorStore.edits[product];
  if (!edit) return;
  edit.invalid = invalid ? [...new Set([...edit.invalid, path])] : edit.invalid.filter((p) => p !== path);
}

/** Whether the product's theme differs from what was last loaded or saved. */
export const hasUnsavedChanges = (edit: { document: ThemeDocument; saved: string } | undefined) => !!edit && JSON.stringify(edit.document) !== edit.saved;

/** Forgets the typed texts of a section the user leaves: its fields show the theme's values when it opens again. */
export function forgetTyping(product: Product, section: ThemeSectionName): void {
  const edit = themeEditorStore.edits[product];
  if (edit) edit.invalid = edit.invalid.filter((path) => !path.startsWith(`${section}.`));
}
