import { useMemo, useRef } from 'react';
import { monthInputToMonthYear, monthYearToMonthInput, toMonthYear } from '../rules/dates';
import { choiceRowStyles, controlStyles, tokens } from '../fields/styles';
import { VisiblePlaceholder } from '../fields/VisiblePlaceholder';
import type { WidgetProps } from '../fields/WidgetProps';
import { useFormText } from '../engine/useFormText';
import { useHydrated } from '@careers/shared/ui';
import type { DateRangeValue } from '../rules/types';

/**
 * dateRange questions: start and end month ('MM/YYYY', the browser's month picker) and "I'm currently in
 * this role.", which sets the end to this month and locks it until unticked.
 */
export function DateRangeInput({ name, id, value, onChange, onBlur, onFocus, disabled, required, invalid, describedBy, status }: WidgetProps<DateRangeValue>) {
  const text = useFormText();
  // Only the script can free the end date again when the box is unticked: the server's form (and the render that
  // hydrates it) leaves it open, so a page without scripts can enter a finished job (user trial s19).
  const hydrated = useHydrated();
  const thisMonth = useMemo(() => toMonthYear(new Date()), []);
  const current: DateRangeValue = value ?? {};
  // The end date typed before ticking "currently in this role" comes back when it is unticked.
  const endBeforeCurrent = useRef<string>('');
  const set = (patch: DateRangeValue) =>
    onChange({ startDate: current.startDate ?? '', endDate: current.endDate ?? '', isCurrent: current.isCurrent ?? false, ...patch });
  const monthInput = (which: 'startDate' | 'endDate', inputId: string, label: string, locked: boolean) => (
    <div css={{ flex: '1 1 180px', minWidth: 0 }}>
      <label htmlFor={inputId} css={(theme) => ({ display: 'block', marginBottom: tokens(theme).spacing.xs, fontSize: tokens(theme).typography.size.sm })}>
        {label}
      </label>
      {/* Browsers draw '-------- ----' in an empty month input and ignore its placeholder: it is drawn over it. */}
      <VisiblePlaceholder text={text('forms.monthPlaceholder')} empty={!monthYearToMonthInput(current[which])}>
        <input
          type="month"
          id={inputId}
          name={`${name}.${which}`}
          value={monthYearToMonthInput(current[which])}
          placeholder={text('forms.monthPlaceholder')}
          disabled={disabled || (locked && hydrated)}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => set({ [which]: monthInputToMonthYear(event.target.value) })}
          onFocus={() => onFocus()}
          onBlur={() => onBlur()}
          css={(theme) => controlStyles(theme, status)}
        />
      </VisiblePlaceholder>
    </div>
  );
  return (
    <div>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: tokens(theme).spacing.md })}>
        {monthInput('startDate', id, text('forms.startDate'), false)}
        {monthInput('endDate', `${id}-end`, text('forms.endDate'), current.isCurrent === true)}
      </div>
      <label htmlFor={`${id}-current`} css={(theme) => ({ ...choiceRowStyles(theme), marginTop: tokens(theme).spacing.sm })}>
        <input
          type="checkbox"
          id={`${id}-current`}
          name={`${name}.isCurrent`}
          value="true"
          checked={current.isCurrent === true}
          disabled={disabled}
          onChange={(event) => {
            if (event.target.checked) {
              endBeforeCurrent.current = current.endDate ?? '';
              set({ isCurrent: true, endDate: thisMonth });
            } else {
              set({ isCurrent: false, endDate: endBeforeCurrent.current });
            }
            onBlur();
          }}
        />
        <span>{text('forms.currentRole')}</span>
      </label>
    </div>
  );
}
