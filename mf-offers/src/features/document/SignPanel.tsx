import { useId, useState } from 'react';
import { useI18n } from '@careers/shared/i18n';
import { SignDigitallyForm } from './SignDigitallyForm';
import { UploadSignedForm } from './UploadSignedForm';
import { panel } from './documentStyles';
import './documentMessages';

export interface SignPanelProps {
  /** Level of the panel's heading; the form's sections are one below. */
  level: 2 | 3;
  /** Whether the page has the PDF's bytes to write a signature into. */
  canSignInPage: boolean;
  fullName: string | null;
  onSign(signatureName: string): Promise<void>;
  onUpload(file: File): Promise<void>;
}

type Method = 'sign' | 'upload';

let preloaded = false;
function preloadSigning() {
  if (preloaded) return;
  preloaded = true;
  void import(/* webpackChunkName: "pdf-lib" */ './signPdf').catch(() => (preloaded = false));
}

/** The two ways to sign (spec §2): in the page with a typed name, or a print-signed copy uploaded. */
export function SignPanel({ level, canSignInPage, fullName, onSign, onUpload }: SignPanelProps) {
  const Title = `h${level}` as const;
  const { t } = useI18n();
  const id = useId();
  const [method, setMethod] = useState<Method>(canSignInPage ? 'sign' : 'upload');
  const methods: Method[] = canSignInPage ? ['sign', 'upload'] : ['upload'];
  return (
    // pdf-lib (~175 KB gzip) is fetched when the visitor starts on the form, not when signing is sent.
    <section aria-labelledby={`${id}-title`} css={panel} onFocusCapture={preloadSigning} onPointerDownCapture={preloadSigning}>
      <Title id={`${id}-title`} css={{ margin: '0 0 12px', fontSize: 20 }}>
        {t('offers.documentPage.howToSign')}
      </Title>
      {methods.length > 1 && (
        <fieldset css={{ border: 0, margin: '0 0 16px', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          <legend css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('offers.documentPage.howToSign')}</legend>
          {methods.map((value) => (
            <label key={value} css={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44, cursor: 'pointer' }}>
              <input type="radio" name={`${id}-method`} value={value} checked={method === value} onChange={() => setMethod(value)} css={{ width: 20, height: 20, margin: 0 }} />
              {t(`offers.documentPage.method.${value}`)}
            </label>
          ))}
        </fieldset>
      )}
      {/* Both stay mounted, the other one hidden: switching back and forth keeps what was typed or chosen. */}
      {canSignInPage && (
        <div hidden={method !== 'sign'}>
          <SignDigitallyForm headingLevel={level === 2 ? 3 : 4} fullName={fullName} onSign={onSign} />
        </div>
      )}
      <div hidden={method !== 'upload'}>
        <UploadSignedForm onUpload={onUpload} />
      </div>
    </section>
  );
}
