import { lazy, type ComponentType } from 'react';
import type { QuestionType } from '../rules/types';
import { CheckboxItem } from '../widgets/CheckboxItem';
import { ChoiceGroup } from '../widgets/ChoiceGroup';
import { DateInput } from '../widgets/DateInput';
import { DateRangeInput } from '../widgets/DateRangeInput';
import { DynamicList } from '../widgets/DynamicList';
import { EsignQuestion } from '../widgets/EsignQuestion';
import { FileUpload } from '../widgets/FileUpload';
import { SelectInput } from '../widgets/SelectInput';
import { SkillSelector } from '../widgets/SkillSelector';
import { StarRating } from '../widgets/StarRating';
import { TextInput } from '../widgets/TextInput';
import type { WidgetProps } from './WidgetProps';

// Widgets take differently typed values; the table forgets the value type at this one seam.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: one seam, checked per widget
type AnyWidget = ComponentType<WidgetProps<any>>;

// The phone widget (its country list) loads only when a form shows a phone question; libphonenumber-js and
// its metadata (~120 KB) load later still, when the question is first used (widgets/phoneLibraryStore.ts).
// A server renderer draws in one synchronous pass, which cannot wait for a chunk: it bundles the widget and hands it
// over (drawPhoneWidgetAtOnce), and the lazy then resolves at once. Without that its page showed 'Loading' where the
// phone's country and number belong, so without scripts the (required) phone could not be answered (issue 27).
type WidgetModule = { default: AnyWidget };
let bundledPhoneWidget: WidgetModule | undefined;
const PhoneInput = lazy((): Promise<WidgetModule> => {
  const bundled = bundledPhoneWidget;
  // A thenable that calls back at once: React's lazy takes a module handed over synchronously in the same render.
  if (bundled) return { then: (resolve: (module: WidgetModule) => void) => resolve(bundled) } as unknown as Promise<WidgetModule>;
  return import('../widgets/PhoneInput');
});

/** For a server renderer, which bundles the phone widget: phone questions are drawn at once instead of 'Loading'. */
export function drawPhoneWidgetAtOnce(module: WidgetModule): void {
  bundledPhoneWidget = module;
}

/**
 * For a browser about to hydrate a form the server drew with a phone question: loads the phone widget's chunk (the
 * lazy's own) and hands it over, so the hydrating render draws it at once. Suspended instead, its boundary was still
 * the server's markup when react-final-form redrew the question, so React threw that markup away and drew the
 * question anew: a country or number given before the takeover was lost.
 */
export function loadLazyWidgets(): Promise<void> {
  return import('../widgets/PhoneInput').then(drawPhoneWidgetAtOnce);
}

const WIDGETS: Partial<Record<QuestionType, AnyWidget>> = {
  text: TextInput,
  textarea: TextInput,
  email: TextInput,
  number: TextInput,
  ssn: TextInput,
  sin: TextInput,
  checkbox: ChoiceGroup,
  radio: ChoiceGroup,
  checkboxItem: CheckboxItem,
  date: DateInput,
  dateRange: DateRangeInput,
  dropdown: SelectInput,
  select: SelectInput,
  dynamicList: DynamicList,
  phone: PhoneInput,
  file_upload: FileUpload,
  fileUpload: FileUpload,
  skillSelector: SkillSelector,
  star_rating: StarRating,
  embedded_form: EsignQuestion,
  esignForm: EsignQuestion,
};

/**
 * Question types whose widget loads in a chunk of its own, so it waits in a Suspense boundary. Only these: on a form
 * the server drew, each boundary hydrates on its own, and a question redrawn meanwhile (react-final-form redraws
 * each one as it registers) had React hydrate that boundary at once and start over, once per question (issue 27).
 */
export const LAZY_TYPES = new Set<QuestionType>(['phone']);

/** Question types whose controls form a group: a fieldset and legend instead of one label. */
export const GROUP_TYPES = new Set<QuestionType>(['checkbox', 'radio', 'star_rating', 'dateRange', 'dynamicList', 'embedded_form', 'esignForm']);

/** The edit widget of a question type (undefined for info and instruction, which take no answer). */
export function widgetFor(type: QuestionType): AnyWidget | undefined {
  return WIDGETS[type];
}
