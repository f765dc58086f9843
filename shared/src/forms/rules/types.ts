/**
 * Form definition types (the JSON the server stores and sends). They live under rules/ because the server
 * compiles rules/ on its own; `shared/src/forms/types.ts` re-exports them for the browser.
 */

export type QuestionType =
  | 'checkbox'
  | 'checkboxItem'
  | 'date'
  | 'dateRange'
  | 'dropdown'
  | 'select'
  | 'dynamicList'
  | 'email'
  | 'embedded_form'
  | 'esignForm'
  | 'file_upload'
  | 'fileUpload'
  | 'info'
  | 'instruction'
  | 'number'
  | 'text'
  | 'phone'
  | 'radio'
  | 'skillSelector'
  | 'sin'
  | 'ssn'
  | 'textarea'
  | 'star_rating';

export type RuleType =
  | 'required'
  | 'email'
  | 'regex'
  | 'minLength'
  | 'maxLength'
  | 'minValue'
  | 'maxValue'
  | 'phone'
  | 'phoneWithCountry'
  | 'ssn'
  | 'sin'
  | 'dateRange'
  | 'maxFileSizeMB'
  | 'maxCumulativeFileSizeMB';

export interface Rule {
  type: RuleType;
  value?: number | string;
  /** Replaces the rule's default message. */
  message?: string;
}

export interface Option {
  label: string;
  value: string;
  iconProps?: Record<string, unknown>;
}

/** Data form of visibleFn (JSON cannot carry functions): shown when the first dependency's value matches. */
export interface VisibleWhen {
  equals?: unknown;
  in?: unknown[];
  notEmpty?: boolean;
}

export type FormValues = Record<string, unknown>;

/** A custom validator: a message when the value is wrong, else undefined. */
export type CustomValidator = (value: unknown, allValues: FormValues) => string | undefined;

export interface EsignConfig {
  url: string;
  origin: string;
  title: string;
}

export interface FormItem {
  name: string;
  label: string;
  type: QuestionType;
  description?: string;
  image?: string;
  required?: boolean;
  newItem?: boolean;
  help?: string;
  layout?: 'full' | 'half';
  dependencies?: string[];
  /** Data form; code may pass `visibleFn(depValues)` instead. */
  visibleWhen?: VisibleWhen;
  /** Code-only. */
  visibleFn?: (values: unknown[]) => boolean;
  rules?: Rule[];
  /** A string names a validator registered through the `customValidators` option. */
  customValidator?: string | CustomValidator;
  disabled?: boolean;
  ariaLabel?: string;
  placeholder?: string;
  /** select / dropdown / radio / checkbox. */
  options?: Option[];
  /** Code-only: options computed from the first dependency's value (sync or async). */
  getOptions?: (parentValue: unknown) => Option[] | Promise<Option[]>;
  /** GET; '{{parentValue}}' is replaced by the first dependency's value; options read from data.options. */
  optionsEndpoint?: string;
  sortOptions?: 'asc' | 'desc';
  /** File types; default .doc,.docx,.pdf,.txt,.png,.jpg,.jpeg. */
  accept?: string[];
  /** Date bounds: a number is days from today (0 = start of today), a string is 'YYYY-MM-DD'. */
  enableFrom?: number | string;
  enableUntil?: number | string;
  /** Date: fill today's date, read-only. */
  today?: boolean;
  /** Date: ask for a time of day instead ('HH:MM', 24 h; placeholder 'Select time'); enableFrom, enableUntil and today do not apply. */
  time?: boolean;
  /** dynamicList: the fields of one entry. */
  items?: FormItem[];
  itemDefaultValue?: Record<string, unknown>;
  addButtonText?: string;
  /** skillSelector. */
  suggestedSkills?: string[];
  showMoreThreshold?: number;
  /** info / instruction (sanitised before rendering). */
  html?: string;
  /** embedded_form / esignForm. */
  esign?: EsignConfig;
}

export interface FormSection {
  id: string;
  title: string;
  description?: string;
  editable?: boolean;
  items: FormItem[];
}

export type FormLayout = 'simple' | 'stepper' | 'noTitle' | 'admin' | 'htmlDescription';

export interface FormDefinition {
  id: string;
  name: string;
  title: string;
  kind: 'application' | 'onboarding' | 'general';
  layout: FormLayout;
  descriptionHtml?: string;
  sections: FormSection[];
}

/** date range value; dates are 'MM/YYYY'. */
export interface DateRangeValue {
  startDate?: string | null;
  endDate?: string | null;
  isCurrent?: boolean;
}

/** One uploaded file; `content` is base64 without a data-URL prefix. */
export interface UploadedFile {
  uid: string;
  name: string;
  size: number;
  type: string;
  lastModified: number;
  webkitRelativePath: string;
  /** The stored file (POST /api/pcsx/form_files answered with it); answers refer to files by it. */
  fileId?: number;
  /** A resume from the candidate's profile chosen instead of an upload; the server copies it into a stored file. */
  resumeId?: number;
  /** 'uploading' while the bytes travel; a file the question refuses by type or size is never sent. */
  status: 'uploading' | 'done';
  previewUrl?: string;
}

/** phone value; stored as a string it is `callingCode + number`. */
export interface PhoneValue {
  callingCode: string;
  number: string;
  country: string;
}

/** Options of `validateItem` / `validateForm`. */
export interface ValidateOptions {
  /** "Now" for date bounds and the 'today' option; the real clock by default. */
  today?: Date;
  /** Validators that items name by string in `customValidator`. */
  customValidators?: Record<string, CustomValidator>;
  /** Checks phone numbers with country metadata; see `setPhoneChecker`. */
  phoneChecker?: PhoneChecker;
  /** The language of the toolkit's own messages: English unless told (the browser passes the page's locale). */
  locale?: string;
}

/** Phone number checks that need country metadata (libphonenumber-js), kept out of the light rules. */
export interface PhoneChecker {
  /**
   * Whether `number` is a valid phone number: national digits of `country` (ISO 3166 alpha-2), or an
   * international '+…' number when no country is given.
   */
  isValid(number: string, country?: string): boolean;
}
