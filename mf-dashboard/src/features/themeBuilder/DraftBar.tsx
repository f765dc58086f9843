import { useState } from 'react';
import type { ThemeBuilderState, ThemeDocument } from '@careers/shared/contracts';
import { Button, Modal, useFormat } from '@careers/shared/ui';
import type { ThemeActions } from './useThemeActions';
import { buttonRow, fieldError, muted } from './themeBuilderStyles';
import { useThemeBuilderI18n } from './useThemeBuilderI18n';

export interface DraftBarProps {
  state: ThemeBuilderState;
  document: ThemeDocument;
  unsaved: boolean;
  /** Fields whose typed text is not a value yet: nothing is saved until they are corrected. */
  invalid: boolean;
  actions: ThemeActions;
}

/** Where the draft stands, Save draft and Discard draft (with a confirmation: the draft is gone afterwards). */
export function DraftBar({ state, document, unsaved, invalid, actions }: DraftBarProps) {
  const { t } = useThemeBuilderI18n();
  const { dateTime } = useFormat();
  const [confirming, setConfirming] = useState(false);
  const status = unsaved
    ? t('themeBuilder.draft.unsaved')
    : state.draft
      ? t('themeBuilder.draft.savedAt', { when: dateTime(state.draft.savedAt), who: state.draft.savedBy })
      : t('themeBuilder.draft.none');
  const failed = actions.failure && (actions.failure.action === 'save' || actions.failure.action === 'discard') ? actions.failure.message : '';
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <p role="status" css={muted}>
        {status}
      </p>
      <div css={buttonRow}>
        <Button disabled={actions.busy !== null || invalid || !unsaved} onClick={() => void actions.save(document)}>
          {t('themeBuilder.draft.save')}
        </Button>
        <Button variant="secondary" disabled={actions.busy !== null || (!state.draft && !unsaved)} onClick={() => setConfirming(true)}>
          {t('themeBuilder.draft.discard')}
        </Button>
      </div>
      {invalid && <p css={fieldError}>{t('themeBuilder.draft.fixFields')}</p>}
      {failed && (
        <p role="alert" css={fieldError}>
          {failed}
        </p>
      )}
      <Modal
        open={confirming}
        title={t('themeBuilder.draft.discard')}
        onClose={() => setConfirming(false)}
        footer={
          <div css={buttonRow}>
            <Button
              variant="disruptive"
              onClick={() => {
                setConfirming(false);
                void actions.discard(state.published?.theme ?? state.defaults);
              }}
            >
              {t('themeBuilder.draft.discard')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('themeBuilder.cancel')}
            </Button>
          </div>
        }
      >
        <p>{t('themeBuilder.draft.discardConfirm')}</p>
      </Modal>
    </div>
  );
}
