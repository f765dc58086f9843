import { createContext, useContext } from 'react';
import type { CustomValidator, FormDefinition, FormItem } from '../rules/types';
import type { DirtyTracker } from './createDirtyTracker';
import type { ExternalErrorStore } from './createExternalErrors';
import type { VisibilityStore } from './createVisibilityStore';

export type FormMode = 'edit' | 'view';

/** A file the candidate keeps in their profile (a resume), offered as the answer to a file question. */
export interface ProfileFile {
  id: number;
  name: string;
  /**
   * When it was uploaded (ISO 8601), formatted where it shows: formatted by the page, the browser's time zone
   * replacing the server's at the takeover changed the form's props and redrew every question (issue 27).
   */
  uploadedAt: string;
}

export interface FormToolkit {
  definition: FormDefinition;
  /** Prefix of every element id of this form, unique on the page. */
  idPrefix: string;
  mode: FormMode;
  highlightInitialValues: boolean;
  /** True once a submit was tried: every error shows from then on. */
  submitAttempted: boolean;
  visibility: VisibilityStore;
  external: ExternalErrorStore;
  customValidators?: Record<string, CustomValidator>;
  skillSearch?: (query: string) => Promise<string[]>;
  /** Profile files offered per file question (by question name). */
  profileFiles?: Record<string, readonly ProfileFile[]>;
  defaultPhoneCountry: string;
  /** Option endpoints' answers the page holds, by address (FormRenderer's `optionLists`). */
  optionLists?: Readonly<Record<string, unknown>>;
  onSign?: (item: FormItem, data: unknown) => void;
  onReject?: (item: FormItem, data: unknown) => void;
  /** Where the toolkit reports things worth logging (a message from an unexpected origin). */
  log: (event: string, data: Record<string, unknown>) => void;
  /** Unsaved answers: the form tells it when the candidate starts interacting. */
  dirty: DirtyTracker;
}

export const FormToolkitContext = createContext<FormToolkit | null>(null);

/** The toolkit state of the enclosing `<FormRenderer>`. */
export function useFormToolkit(): FormToolkit {
  const toolkit = useContext(FormToolkitContext);
  if (!toolkit) throw new Error('Form toolkit components must be rendered inside <FormRenderer>');
  return toolkit;
}

/** A section's own mode (admin layout edits one section at a time); undefined follows the form. */
export const SectionModeContext = createContext<FormMode | undefined>(undefined);

/** The mode questions here render in. */
export function useQuestionMode(): FormMode {
  const sectionMode = useContext(SectionModeContext);
  const { mode } = useFormToolkit();
  return sectionMode ?? mode;
}
