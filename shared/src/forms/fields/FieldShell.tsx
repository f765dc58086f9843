import type { ReactNode } from 'react';
import { visuallyHidden } from '@careers/shared/a11y';
import { tokens } from './styles';
import type { FieldStatus } from './WidgetProps';
import { useFormText } from '../engine/useFormText';
import type { FormItem } from '../rules/types';

export interface FieldShellProps {
  item: FormItem;
  name: string;
  id: string;
  required: boolean;
  error: string | undefined;
  status: FieldStatus;
  /** Groups of controls (radios, checkboxes, date range …) get a fieldset and legend instead of a label. */
  group?: boolean;
  /** The control carries its own label (a single checkbox). */
  ownLabel?: boolean;
  children: ReactNode;
}

const descriptionId = (id: string) => `${id}-description`;
const helpId = (id: string) => `${id}-help`;
const errorId = (id: string) => `${id}-error`;
/** The question's visible label, for a control that names itself with aria-labelledby (the file picker). */
export const labelId = (id: string) => `${id}-label`;

/** The ids aria-describedby lists for a field: its description, help and current error. */
export function describedByFor(item: FormItem, id: string, error: string | undefined): string | undefined {
  const ids = [item.description ? descriptionId(id) : '', item.help ? helpId(id) : '', error ? errorId(id) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Asterisk of a required field; hidden from screen readers, which hear "required" from the control (or a group's legend). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" css={(theme) => ({ color: tokens(theme).colors.error, marginInlineStart: 2 })}>
      *
    </span>
  );
}

/** What the question says before its control, under the label: the 'New' badge, the description and the image. */
function FieldDetails({ item, id }: { item: FormItem; id: string }) {
  const text = useFormText();
  return (
    <>
      {/* Outside the label, so the field's accessible name stays the question itself. */}
      {item.newItem && (
        <span css={(theme) => ({ display: 'inline-block', marginBottom: 4, fontSize: tokens(theme).typography.size.xs, fontWeight: tokens(theme).typography.weight.bold, color: tokens(theme).colors.primary })}>
          {text('forms.newBadge')}
        </span>
      )}
      {item.description && (
        <p id={descriptionId(id)} css={(theme) => ({ margin: `0 0 ${tokens(theme).spacing.sm}px`, color: tokens(theme).colors.textMuted })}>
          {item.description}
        </p>
      )}
      {item.image && <img src={item.image} alt="" css={{ display: 'block', maxWidth: '100%', marginBottom: 8 }} />}
    </>
  );
}

/** What follows the control: the question's help and the field's current error. */
function FieldNotes({ item, id, error }: { item: FormItem; id: string; error: string | undefined }) {
  return (
    <>
      {item.help && (
        <p id={helpId(id)} css={(theme) => ({ margin: `${tokens(theme).spacing.xs}px 0 0`, fontSize: tokens(theme).typography.size.sm, color: tokens(theme).colors.textMuted })}>
          {item.help}
        </p>
      )}
      {error && (
        <p id={errorId(id)} css={(theme) => ({ margin: `${tokens(theme).spacing.xs}px 0 0`, color: tokens(theme).colors.error, fontSize: tokens(theme).typography.size.sm })}>
          {error}
        </p>
      )}
    </>
  );
}

/** Label (or legend), description, help, image, the control and its error beneath (spec §2). */
export function FieldShell({ item, name, id, required, error, status, group, ownLabel, children }: FieldShellProps) {
  const text = useFormText();
  // Radios, checkboxes, stars and lists cannot say "required" for the whole group themselves (a date
  // range's inputs do): the legend says it to screen readers, the asterisk stays visual.
  const sayRequired = required && group && item.type !== 'dateRange';
  const heading = (
    <>
      {item.label}
      {required && <RequiredMark />}
      {sayRequired && <span css={visuallyHidden}>{` ${text('forms.required')}`}</span>}
    </>
  );
  const labelCss = (theme: Parameters<typeof tokens>[0]) => ({
    display: 'block',
    padding: 0,
    marginBottom: tokens(theme).spacing.xs,
    fontWeight: tokens(theme).typography.weight.medium,
    color: tokens(theme).colors.text,
  });
  const details = <FieldDetails item={item} id={id} />;
  const after = <FieldNotes item={item} id={id} error={error} />;
  const wrapperCss = (theme: Parameters<typeof tokens>[0]) => ({
    gridColumn: item.layout === 'half' ? 'span 1' : '1 / -1',
    minWidth: 0,
    // Scrolled to as a whole (a step's first field) below the page top; focused controls carry their own margins (FormBody).
    scrollMarginTop: tokens(theme).spacing.lg,
  });
  if (group) {
    return (
      <div data-field={name} data-status={status} css={wrapperCss}>
        <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-describedby={describedByFor(item, id, error)}>
          <legend css={labelCss}>{heading}</legend>
          {details}
          {children}
        </fieldset>
        {after}
      </div>
    );
  }
  return (
    <div data-field={name} data-status={status} css={wrapperCss}>
      {!ownLabel && (
        <label id={labelId(id)} htmlFor={id} css={labelCss}>
          {heading}
        </label>
      )}
      {details}
      {children}
      {after}
    </div>
  );
}
