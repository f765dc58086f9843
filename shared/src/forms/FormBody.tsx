import { useRef, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-final-form';
import { withoutScriptsOnly } from '@careers/shared/ui';
import type { FormValues } from './rules/types';
import { blockImplicitSubmit } from './engine/blockImplicitSubmit';
import { useFormToolkit } from './engine/FormToolkitContext';
import { useFormText } from './engine/useFormText';
import { tokens } from './fields/styles';
import { useFocusFirstError } from './engine/useFocusFirstError';
import { FooterBar } from './layout/FooterBar';
import { formBodyStyles } from './layout/formBodyStyles';
import { FormSections } from './layout/FormSections';
import type { HeadingLevel } from './layout/SectionBlock';
import { useFooterHeight } from './layout/useFooterHeight';
import { SanitizedHtml } from './widgets/SanitizedHtml';
import { FormFooterButtons } from './layout/FormFooterButtons';
import { TakeoverForm } from './layout/TakeoverForm';

export interface FormBodyProps {
  headingLevel: 2 | 3 | 4;
  /** The page shows the title and HTML description (FormRendererProps.hideTitle). */
  hideTitle?: boolean;
  submitLabel?: string;
  saveLabel?: string;
  footerActions?: ReactNode;
  /** Runs the submit: validation first (final-form), then the page's onSubmit. */
  onSubmitAttempt(): Promise<void>;
  onSave?: () => Promise<void>;
  /** Bumped when focus should move to the first field showing an error. */
  focusErrorRequest: number;
}

/** The `<form>` element: title, description, the layout's sections and the footer bar. */
export function FormBody({ headingLevel, hideTitle = false, submitLabel, saveLabel, footerActions, onSubmitAttempt, onSave, focusErrorRequest }: FormBodyProps) {
  const { definition, mode, idPrefix, dirty } = useFormToolkit();
  const form = useForm<FormValues>();
  const text = useFormText();
  const formRef = useRef<HTMLFormElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  useFooterHeight(footerRef, formRef);

  useFocusFirstError(formRef, focusErrorRequest);

  const layout = definition.layout;
  const showTitle = layout !== 'noTitle' && !hideTitle;
  const sectionLevel = (headingLevel + (showTitle ? 1 : 0)) as HeadingLevel;
  const Title = `h${headingLevel}` as const;
  const editing = mode === 'edit';
  const startTracking = () => dirty.start(form.getState().values);
  const showFooter = editing || footerActions !== undefined;

  return (
    <TakeoverForm
      ref={formRef}
      noValidate
      aria-labelledby={showTitle ? `${idPrefix}-title` : undefined}
      aria-label={showTitle ? undefined : definition.title}
      data-layout={layout}
      onKeyDown={blockImplicitSubmit}
      // Answers change only after the candidate focuses, points or types: what the widgets filled in by
      // then is the clean state of the unsaved-changes check.
      onFocusCapture={startTracking}
      onPointerDownCapture={startTracking}
      onKeyDownCapture={startTracking}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (editing) void onSubmitAttempt();
      }}
      // The form's own buttons (add an entry, choose a file, a skill…) act only once the remote runs: until then
      // they say so as the footer's do (notReadyStyle's look, from this one attribute, gone at the takeover).
      notReadyWords={text('forms.notReady')}
      css={(theme) => formBodyStyles(theme, text('forms.notReady'))}
    >
      {showTitle && (
        <Title id={`${idPrefix}-title`} css={(theme) => ({ margin: `0 0 ${tokens(theme).spacing.md}px`, fontSize: tokens(theme).typography.size.xl })}>
          {definition.title}
        </Title>
      )}
      {layout === 'htmlDescription' && !hideTitle && definition.descriptionHtml && (
        <SanitizedHtml html={definition.descriptionHtml} css={(theme) => ({ marginBottom: tokens(theme).spacing.lg })} />
      )}
      <FormSections layout={layout} sections={definition.sections} level={sectionLevel} />
      {showFooter && (
        <FooterBar ref={footerRef}>
          {editing && <p css={[{ margin: 0, flex: '1 1 240px' }, withoutScriptsOnly('block')]}>{text('forms.needsScripts')}</p>}
          {footerActions}
          {editing && <FormFooterButtons onSave={onSave} saveLabel={saveLabel} submitLabel={submitLabel} />}
        </FooterBar>
      )}
    </TakeoverForm>
  );
}
