import { useI18n } from '@careers/shared/i18n';
import { Button } from '@careers/shared/ui';
import './documentMessages';

/** The files picked in the upload form, each with its Remove button. */
export function PickedFiles({ files, onRemove }: { files: File[]; onRemove(index: number): void }) {
  const { t } = useI18n();
  return (
    <ul css={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} css={{ display: 'flex', gap: 12, alignItems: 'center', minHeight: 44 }}>
          <span css={{ overflowWrap: 'anywhere' }}>{file.name}</span>
          <Button variant="secondary" aria-label={t('offers.documentPage.remove', { name: file.name })} onClick={() => onRemove(index)}>
            {t('offers.documentPage.removeShort')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
