import { useRef, useState } from 'react';
import { useI18n } from '@careers/shared/i18n';
import { Button, Modal } from '@careers/shared/ui';
import './documentMessages';

export interface DeclineOfferProps {
  /** Declines the offer; rejects when it was not declined (the page said why). */
  onDecline(): Promise<void>;
}

/** 'Decline' and its confirmation (spec §2 Document page), with the spec's texts word for word. */
export function DeclineOffer({ onDecline }: DeclineOfferProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // The safe choice has the focus when the dialog opens: Enter alone never declines.
  const back = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      await onDecline();
    } catch {
      // Told by a toast and a note; the dialog closes and focus returns to 'Decline'.
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="disruptive" onClick={() => setOpen(true)}>
        {t('offers.documentPage.decline')}
      </Button>
      <Modal
        open={open}
        title={t('offers.documentPage.declineTitle')}
        onClose={() => !busy && setOpen(false)}
        initialFocusRef={back}
        footer={
          <>
            <Button ref={back} variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {t('offers.documentPage.declineBack')}
            </Button>
            <Button variant="disruptive" onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
              {t('offers.documentPage.declineConfirm')}
            </Button>
          </>
        }
      >
        <p css={{ margin: '0 0 8px' }}>{t('offers.documentPage.declineBody')}</p>
        <p css={{ margin: 0, fontWeight: 500 }}>{t('offers.documentPage.declineWarning')}</p>
      </Modal>
    </>
  );
}
