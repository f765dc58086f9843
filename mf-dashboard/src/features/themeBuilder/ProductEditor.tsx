import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { ThemeDocument } from '@careers/shared/contracts';
import { checkThemeContrast } from '@careers/shared/theme/themeContrast';
import { PRODUCT_SECTIONS, type ThemeSectionName } from '@careers/shared/theme/themeFields';
import { StateScreen } from '@careers/shared/ui';
import { useThemeBuilderState } from '../../data/useThemeBuilder';
import { DraftBar } from './DraftBar';
import { FilePanel } from './FilePanel';
import { HistoryPanel } from './HistoryPanel';
import { PublishPanel } from './PublishPanel';
import { SectionFields } from './SectionFields';
import { SectionNav } from './SectionNav';
import { ThemePreview } from './ThemePreview';
import { forgetTyping, hasUnsavedChanges, loadTheme, themeEditorStore } from './themeEditorStore';
import { editor, layout } from './themeBuilderStyles';
import { useThemeActions } from './useThemeActions';

/** One product's editor: its sections and fields, the draft's and the publish's controls, history, files, preview. */
export function ProductEditor({ product }: { product: ThemeDocument['product'] }) {
  const state = useThemeBuilderState(product);
  const actions = useThemeActions(product);
  const edit = useSnapshot(themeEditorStore).edits[product];
  const sections = PRODUCT_SECTIONS[product];
  const [current, setCurrent] = useState<ThemeSectionName>(sections[0]!);
  const [chosen, setChosen] = useState(false);
  const data = state.data;

  // The first answer starts the editor on the draft, else the published theme, else the default look. Later answers
  // (after a save or publish) leave the editor as the action set it.
  useEffect(() => {
    if (data && !themeEditorStore.edits[product]) loadTheme(data.draft?.theme ?? data.published?.theme ?? data.defaults);
  }, [data, product]);

  const document = edit?.document as ThemeDocument | undefined;
  const findings = useMemo(() => (document ? checkThemeContrast(document) : []), [document]);
  const flagged = useMemo(
    () => new Set([...findings.filter((f) => !f.passes).flatMap((f) => [f.fg, f.bg]), ...(edit?.invalid ?? [])].map((path) => path.split('.')[0]!)),
    [findings, edit?.invalid],
  );

  if (state.error && !data) return <StateScreen state="error" onRetry={() => void state.mutate()} />;
  if (!data || !document || !edit) return <StateScreen state="loading" />;
  const unsaved = hasUnsavedChanges(edit);
  const invalid = edit.invalid.length > 0;
  const select = (section: ThemeSectionName) => {
    forgetTyping(product, current);
    setCurrent(section);
    setChosen(true);
  };
  return (
    <div css={layout}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}>
        <DraftBar state={data} document={document} unsaved={unsaved} invalid={invalid} actions={actions} />
        <div css={editor}>
          <SectionNav sections={sections} current={current} flagged={flagged} onSelect={select} />
          <SectionFields key={current} document={document} defaults={data.defaults} section={current} findings={findings} focusHeading={chosen} />
        </div>
        <PublishPanel state={data} document={document} unsaved={unsaved} invalid={invalid} findings={findings} actions={actions} />
        <HistoryPanel product={product} actions={actions} />
        <FilePanel state={data} actions={actions} />
      </div>
      <ThemePreview document={document} />
    </div>
  );
}
