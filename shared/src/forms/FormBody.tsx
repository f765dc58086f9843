import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { Button, notReadyStyle, scriptOnly, useHydrated, useNotReady, withoutScriptsOnly } from '@careers/shared/ui';
import type { FormValues } from './rules/types';
import { blockImplicitSubmit } from './engine/blockImplicitSubmit';
import { useFormToolkit } from './engine/FormToolkitContext';
import { useFormText } from './engine/useFormText';
import { tokens } from './fields/styles';
import { AdminSection } from './layout/AdminSection';
import { FooterBar } from './layout/FooterBar';
import { SectionBlock, type HeadingLevel } from './layout/SectionBlock';
import { StepperLayout } from './layout/StepperLayout';
import { useFooterHeight } from './layout/useFooterHeight';
import { SanitizedHtml } from './widgets/SanitizedHtml';

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
  const { definition, mode, idPrefix, log, dirty } = useFormToolkit();
  const form = useForm<FormValues>();
  const text = useFormText();
  const { submitting } = useFormState<FormValues>({ subscription: { submitting: true } });
  const formRef = useRef<HTMLFormElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);
  useFooterHeight(footerRef, formRef);
  // A form the server drew (the apply page, issue 27) cannot send before the remote has taken it over: its buttons
  // say so, and the submit button is a plain one until then (a native submit would reload the page and lose the
  // answers typed). Without scripts they are not drawn; a line says why. Drawn in the browser, none of this shows.
  const hydrated = useHydrated();
  const notReady = useNotReady(text('forms.notReady'));

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
    <form
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
      data-not-ready={hydrated ? undefined : notReady['data-not-ready']}
      css={(theme) => ({
        '&[data-not-ready] button:not([data-not-ready])': { position: 'relative', cursor: 'progress' },
        '&[data-not-ready] button:not([data-not-ready]):is(:hover, :focus, :active)::after': {
          content: JSON.stringify(text('forms.notReady')),
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          padding: '2px 6px',
          overflow: 'hidden',
          borderRadius: 'inherit',
          background: tokens(theme).colors.text,
          color: tokens(theme).colors.background,
          fontSize: 13,
          lineHeight: 1.15,
          pointerEvents: 'none',
          zIndex: 1,
        },
        color: tokens(theme).colors.text,
        fontFamily: tokens(theme).typography.fontFamily,
        // A control that takes focus scrolls clear of the sticky footer bar (WCAG 2.4.11); the margin must sit
        // on the focused element itself. :where() keeps it weaker than the footer's own buttons' rule.
        '& :where(input, select, textarea, button, iframe, [tabindex])': {
          scrollMarginBottom: 'calc(var(--form-footer-height, 0px) + 16px)',
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
          {editing && onSave && (
            <Button
              variant="secondary"
              css={[notReadyStyle, scriptOnly]}
              {...notReady}
              disabled={saving || submitting}
              onClick={async () => {
                setSaving(true);
                try {
                  await onSave();
                } catch (error) {
                  // The page reports its own failures (a toast); the form just stays as it is.
                  log('form_save_failed', { message: error instanceof Error ? error.message : String(error) });
                } finally {
                  setSaving(false);
                }
              }}
            >
              {saveLabel ?? text('forms.saveDraft')}
            </Button>
          )}
          {editing && (
            <Button type={hydrated ? 'submit' : 'button'} css={[notReadyStyle, scriptOnly]} {...notReady} disabled={submitting || saving} aria-busy={submitting || undefined}>
              {submitLabel ?? text('forms.submit')}
            </Button>
          )}
        </FooterBar>
      )}
    </form>
  );
}
