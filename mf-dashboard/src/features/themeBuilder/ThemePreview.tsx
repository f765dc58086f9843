import { useCallback, useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio/react';
import type { ThemeDocument } from '@careers/shared/contracts';
import { sessionStore } from '@careers/shared/state';
import { THEME_PREVIEW_MESSAGE, THEME_PREVIEW_READY } from '@careers/shared/theme/listenForThemePreview';
import { useTransport } from '@careers/shared/transport';
import { themeBuilderApi } from '../../data/themeBuilderApi';
import { muted, panel, previewFrame } from './themeBuilderStyles';
import { useThemeBuilderI18n } from './useThemeBuilderI18n';

type PreviewPage = 'search' | 'job' | 'dashboard' | 'widgets';

/** Which real pages show each product: the careers site's pages, or the intranet widgets' page. */
const PAGES: Record<ThemeDocument['product'], readonly PreviewPage[]> = { pcsx: ['search', 'job', 'dashboard'], default: ['widgets'] };

function pageAddress(page: PreviewPage, jobId: number | null | undefined): string {
  if (page === 'job' && jobId) return `/careers/job/${jobId}?theme_preview=1`;
  if (page === 'dashboard') return '/careers/dashboard?theme_preview=1';
  if (page === 'widgets') return '/theme-builder/widget-preview?theme_preview=1';
  return '/careers/search?theme_preview=1';
}

/**
 * The real pages, same-origin, in a frame drawn with the draft theme: the draft is posted to the frame on every change
 * (once per animation frame at most), and again when the frame says it listens (a page loaded or navigated to).
 */
export function ThemePreview({ document }: { document: ThemeDocument }) {
  const { t } = useThemeBuilderI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const selectId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const pages = PAGES[document.product];
  const [page, setPage] = useState<PreviewPage>(pages[0]!);
  const shown = pages.includes(page) ? page : pages[0]!;
  const job = useSWR(shown === 'job' ? ['theme-builder', 'preview-job', domain] : null, () => themeBuilderApi.firstJob(transport, domain), { revalidateOnFocus: false });
  const latest = useRef(document);
  latest.current = document;

  // The document is copied out of the editor's store: a store's proxy cannot be cloned into another window.
  const post = useCallback(
    () => frame.current?.contentWindow?.postMessage({ type: THEME_PREVIEW_MESSAGE, theme: JSON.parse(JSON.stringify(latest.current)) as ThemeDocument }, window.location.origin),
    [],
  );

  useEffect(() => {
    const id = requestAnimationFrame(post);
    return () => cancelAnimationFrame(id);
  }, [document, post]);

  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null;
      if (event.origin === window.location.origin && event.source === frame.current?.contentWindow && data?.type === THEME_PREVIEW_READY) post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [post]);

  const name = t(`themeBuilder.preview.${shown}`);
  return (
    <section css={panel} aria-labelledby={`${selectId}-heading`}>
      <h2 id={`${selectId}-heading`}>{t('themeBuilder.preview.heading')}</h2>
      <p css={muted}>{t('themeBuilder.preview.note')}</p>
      {pages.length > 1 && (
        <div css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <label htmlFor={selectId}>{t('themeBuilder.preview.page')}</label>
          <select id={selectId} value={shown} onChange={(event) => setPage(event.target.value as PreviewPage)}>
            {pages.map((option) => (
              <option key={option} value={option}>
                {t(`themeBuilder.preview.${option}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <iframe ref={frame} css={previewFrame} title={t('themeBuilder.preview.frame', { page: name })} src={pageAddress(shown, job.data)} />
    </section>
  );
}
