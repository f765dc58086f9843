import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { isEmptyValue } from '../rules/isEmptyValue';
import { isDateRangeValue } from '../rules/dates';
import { isUploadedFile } from '../rules/files';
import { isPhoneValue } from '../rules/phone';
import { listFieldName } from '../rules/values';
import { entryNameResolver } from '../rules/visibility';
import type { FormItem } from '../rules/types';
import { fieldId } from '../engine/fieldId';
import { useFormToolkit } from '../engine/FormToolkitContext';
import { useFormText } from '../engine/useFormText';
import { controlStyles, tokens } from '../fields/styles';
import { QuestionField } from '../fields/QuestionField';
import { FileName } from '../widgets/FileName';
import { ViewOptionLabel } from './ViewOptionLabel';

const READ_ONLY_BOX = new Set(['text', 'textarea', 'number', 'ssn', 'sin', 'phone', 'date']);

function boxText(item: FormItem, value: unknown): string {
  if (isEmptyValue(value)) return '';
  if (item.type === 'phone' && isPhoneValue(value)) return `${value.callingCode} ${value.number}`.trim();
  return String(value);
}

/** One question's answer, read-only (spec §3: text-like types show as read-only text boxes). */
export function ViewQuestion({ item, name }: { item: FormItem; name: string }) {
  const toolkit = useFormToolkit();
  const text = useFormText();
  const { input } = useField(name, { subscription: { value: true }, format: (value: unknown) => value });
  const value: unknown = input.value;
  const id = fieldId(toolkit.idPrefix, name);
  const labelId = `${id}-label`;
  const wrapperCss = { gridColumn: item.layout === 'half' ? 'span 1' : '1 / -1', minWidth: 0 } as const;
  const labelCss = (theme: Parameters<typeof tokens>[0]) => ({ display: 'block', marginBottom: tokens(theme).spacing.xs, fontWeight: tokens(theme).typography.weight.medium });

  if (READ_ONLY_BOX.has(item.type)) {
    const shown = boxText(item, value);
    return (
      <div data-field={name} css={wrapperCss}>
        <label htmlFor={id} css={labelCss}>
          {item.label}
        </label>
        {item.type === 'textarea' ? (
          <textarea id={id} readOnly value={shown} rows={Math.min(8, Math.max(2, shown.split('\n').length))} css={(theme) => ({ ...controlStyles(theme), resize: 'vertical' })} />
        ) : (
          <input id={id} type="text" readOnly value={shown} placeholder={shown ? undefined : text('forms.notAnswered')} css={(theme) => controlStyles(theme)} />
        )}
      </div>
    );
  }

  let shown: ReactNode;
  if (isEmptyValue(value) && item.type !== 'dynamicList' && item.type !== 'checkboxItem') {
    shown = <span css={(theme) => ({ color: tokens(theme).colors.textMuted })}>{text('forms.notAnswered')}</span>;
  } else {
    switch (item.type) {
      case 'checkboxItem':
        shown = value === true ? text('forms.yes') : text('forms.no');
        break;
      case 'radio':
      case 'dropdown':
      case 'select':
      case 'checkbox':
        shown = <ViewOptionLabel item={item} value={value} />;
        break;
      case 'dateRange': {
        const range = isDateRangeValue(value) ? value : {};
        shown = `${range.startDate ?? ''} – ${range.isCurrent ? text('forms.present') : (range.endDate ?? '')}`;
        break;
      }
      case 'file_upload':
      case 'fileUpload':
        shown = (
          <ul css={{ margin: 0, paddingInlineStart: 20 }}>
            {(Array.isArray(value) ? value.filter(isUploadedFile) : []).map((file) => (
              <li key={file.uid}>
                <FileName file={file} />
              </li>
            ))}
          </ul>
        );
        break;
      case 'skillSelector':
        shown = (
          <ul css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: tokens(theme).spacing.xs, listStyle: 'none', margin: 0, padding: 0 })}>
            {(Array.isArray(value) ? value : []).map((skill) => (
              <li key={String(skill)} css={(theme) => ({ padding: '2px 10px', borderRadius: tokens(theme).radii.pill, background: tokens(theme).colors.surface, border: `1px solid ${tokens(theme).colors.border}` })}>
                {String(skill)}
              </li>
            ))}
          </ul>
        );
        break;
      case 'star_rating': {
        const stars = Math.max(0, Math.min(5, Number(value) || 0));
        shown = (
          <span>
            <span aria-hidden="true">{'★'.repeat(stars) + '☆'.repeat(5 - stars)} </span>
            {text(`forms.star.${stars}`)}
          </span>
        );
        break;
      }
      case 'embedded_form':
      case 'esignForm':
        shown = text('forms.signed');
        break;
      case 'email':
        shown = String(value);
        break;
      case 'dynamicList': {
        const entries = Array.isArray(value) ? value : [];
        const list = { ...item, name };
        shown = entries.length ? (
          entries.map((_, index) => (
            <fieldset key={index} css={(theme) => ({ margin: `0 0 ${tokens(theme).spacing.sm}px`, padding: tokens(theme).spacing.md, border: `1px solid ${tokens(theme).colors.border}`, borderRadius: tokens(theme).radii.md, minWidth: 0 })}>
              <legend>{text('forms.entryTitle', { label: item.label, index: index + 1 })}</legend>
              <div css={(theme) => ({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens(theme).spacing.md })}>
                {(item.items ?? []).map((field) => (
                  <QuestionField key={field.name} item={field} name={listFieldName(name, index, field.name)} resolveName={entryNameResolver(list, index)} />
                ))}
              </div>
            </fieldset>
          ))
        ) : (
          <span css={(theme) => ({ color: tokens(theme).colors.textMuted })}>{text('forms.notAnswered')}</span>
        );
        break;
      }
      default:
        shown = String(value);
    }
  }
  return (
    <div data-field={name} role="group" aria-labelledby={labelId} css={wrapperCss}>
      <span id={labelId} css={labelCss}>
        {item.label}
      </span>
      <div>{shown}</div>
    </div>
  );
}
