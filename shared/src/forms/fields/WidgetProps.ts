import type { FormItem } from '../rules/types';

export type FieldStatus = 'error' | 'highlight' | 'none';

/** What every edit widget gets: one question's value and the wiring that makes it accessible. */
export interface WidgetProps<V = unknown> {
  item: FormItem;
  /** The field name (`list[i].field` inside a dynamic list). */
  name: string;
  /** The id of the main control; the label points at it. */
  id: string;
  value: V | undefined;
  onChange(value: V | undefined): void;
  /** Marks the field touched and validates it (validation runs on blur). */
  onBlur(): void;
  onFocus(): void;
  disabled: boolean;
  required: boolean;
  invalid: boolean;
  /** Ids of the description, help and error texts, for aria-describedby. */
  describedBy: string | undefined;
  status: FieldStatus;
  /** Maps a dependency name to its field name (siblings inside a list entry). */
  resolveName(dependency: string): string;
}
