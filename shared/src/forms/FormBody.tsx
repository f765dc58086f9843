import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-final-form';
import { notReadyBubble, withoutScriptsOnly } from '@careers/shared/ui';
import type { FormValues } from './rules/types';
import { blockImplicitSubmit } from './engine/blockImplicitSubmit';
import { useFormToolkit } from './engine/FormToolkitContext';
import { useFormText } from './engine/useFormText';
import { tokens } from './fields/styles';
import { AdminSection } from './layout/AdminSection';
import { FooterBar, UNMEASURED_FOOTER_HEIGHT } from './layout/FooterBar';
import { SectionBlock, type HeadingLevel } from './layout/SectionBlock';
import { StepperLayout } from './layout/StepperLayout';
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

  useEffect(() => {
    if (!focusErrorRequest) return;
    // After the errors have rendered: the first field marked invalid, in page order.
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
  }, [focusErrorRequest]);

  const layout = definition.layout;
  const showTitle = layout !== 'noTitle' && !hideTitle;
  const sectionLevel = (headingLevel + (showTitle ? 1 : 0)) as HeadingLevel;
  const Title = `h${headingLevel}` as const;
  const sections =
    layout === 'stepper' ? (
      <StepperLayout sections={definition.sections} level={sectionLevel} />
    ) : layout === 'admin' ? (
      definition.sections.map((section) => <AdminSection key={section.id} section={section} level={sectionLevel} />)
    ) : (
      definition.sections.map((section) => <SectionBlock key={section.id} section={section} level={sectionLevel} />)
    );
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
      css={(theme) => ({
        '&[data-not-ready] button:not([data-not-ready])': { position: 'relative', cursor: 'progress' },
        '&[data-not-ready] button:not([data-not-ready]):is(:hover, :focus, :active)::after': {
          content: JSON.stringify(text('forms.notReady')),
          ...notReadyBubble(theme),
        },
        color: tokens(theme).colors.text,
        fontFamily: tokens(theme).typography.fontFamily,
        // A control that takes focus scrolls clear of the sticky footer bar (WCAG 2.4.11); the margin must sit
        // on the focused element itself. :where() keeps it weaker than the footer's own buttons' rule.
        // The bar's height is measured by the form's scripts (useFooterHeight); until they run, and always in a
        // browser that runs none, a bar's worth is assumed: with 0 the 'needs JavaScript' bar hid the Country box
        // at 390 px and the not-ready Submit bar the phone's boxes (user trial, session 16).
        '& :where(input, select, textarea, button, iframe, [tabindex])': {
          scrollMarginBottom: `calc(var(--form-footer-height, ${UNMEASURED_FOOTER_HEIGHT}) + 16px)`,
          scrollMarginTop: tokens(theme).spacing.xl,
        },
      })}
    >
      {showTitle && (
        <Title id={`${idPrefix}-title`} css={(theme) => ({ margin: `0 0 ${tokens(theme).spacing.md}px`, fontSize: tokens(theme).typography.size.xl })}>
          {definition.title}
        </Title>
      )}
      {layout === 'htmlDescription' && !hideTitle && definition.descriptionHtml && (
        <SanitizedHtml html={definition.descriptionHtml} css={(theme) => ({ marginBottom: tokens(theme).spacing.lg })} />
      )}
      {sections}
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
