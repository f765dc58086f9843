import { isEmptyValue } from '../rules/isEmptyValue';
import { isDateRangeValue } from '../rules/dates';
import { isUploadedFile } from '../rules/files';
import type { FormItem } from '../rules/types';
import { useFormText } from '../engine/useFormText';
import { tokens } from '../fields/styles';
import { FileName } from '../widgets/FileName';
import { ViewOptionLabel } from './ViewOptionLabel';
import { ViewListEntries } from './ViewListEntries';
import { NotAnswered } from './NotAnswered';

/** The answer of a question that is not drawn as a read-only box, as words (or a list) for its type. */
export function ViewAnswer({ item, name, value }: { item: FormItem; name: string; value: unknown }) {
  const text = useFormText();
  if (isEmptyValue(value) && item.type !== 'dynamicList' && item.type !== 'checkboxItem') return <NotAnswered />;
  switch (item.type) {
    case 'checkboxItem':
      return value === true ? text('forms.yes') : text('forms.no');
    case 'radio':
    case 'dropdown':
    case 'select':
    case 'checkbox':
      return <ViewOptionLabel item={item} value={value} />;
    case 'dateRange': {
      const range = isDateRangeValue(value) ? value : {};
      return `${range.startDate ?? ''} – ${range.isCurrent ? text('forms.present') : (range.endDate ?? '')}`;
    }
    case 'file_upload':
    case 'fileUpload':
      return (
        <ul css={{ margin: 0, paddingInlineStart: 20 }}>
          {(Array.isArray(value) ? value.filter(isUploadedFile) : []).map((file) => (
            <li key={file.uid}>
              <FileName file={file} />
            </li>
          ))}
        </ul>
      );
    case 'skillSelector':
      return (
        <ul css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: tokens(theme).spacing.xs, listStyle: 'none', margin: 0, padding: 0 })}>
          {(Array.isArray(value) ? value : []).map((skill) => (
            <li key={String(skill)} css={(theme) => ({ padding: '2px 10px', borderRadius: tokens(theme).radii.pill, background: tokens(theme).colors.surface, border: `1px solid ${tokens(theme).colors.border}` })}>
              {String(skill)}
            </li>
          ))}
        </ul>
      );
    case 'star_rating': {
      const stars = Math.max(0, Math.min(5, Number(value) || 0));
      return (
        <span>
          <span aria-hidden="true">{'★'.repeat(stars) + '☆'.repeat(5 - stars)} </span>
          {text(`forms.star.${stars}`)}
        </span>
      );
    }
    case 'embedded_form':
    case 'esignForm':
      return text('forms.signed');
    case 'dynamicList':
      return <ViewListEntries item={item} name={name} value={value} />;
    default:
      return String(value);
  }
}
