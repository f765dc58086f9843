import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { TransportError, useTransport } from '@careers/shared/transport';
import { FilePicker } from '@careers/shared/forms';
import { Button } from '@careers/shared/ui';
import type { ProfileDetails } from '@careers/shared/contracts';
import { postAvatar } from '../../data/profileApi';
import { avatarSrc } from './avatarSrc';
import { section, sectionHeading } from './profileStyles';
import { useApplyProfile, useProfileEdit } from './useProfileEdit';
import { useProfileI18n } from './useProfileI18n';

/** The photo: PNG or JPEG, checked by its content on the server; served only to its owner. */
export function AvatarSection({ profile }: { profile: ProfileDetails }) {
  const { t } = useProfileI18n();
  const transport = useTransport();
  const { domain, configs } = useSnapshot(sessionStore);
  const apply = useApplyProfile();
  const { edit, busy } = useProfileEdit();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');

  const upload = async (file: File) => {
    setUploading(true);
    setError('');
    try {
      const answer = await postAvatar(transport, domain, file);
      apply(answer.data.profile);
      showToast({ kind: 'success', message: t('profile.saved') });
    } catch (e) {
      const message = e instanceof TransportError && e.message ? e.message : t('profile.uploadFailed');
      setError(message);
      showToast({ kind: 'error', message: t('profile.uploadFailed') });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };
  const src = avatarSrc(profile.avatar, (configs as { staticCdnHost?: unknown } | null)?.staticCdnHost);
  return (
    <section css={section} aria-labelledby="profile-avatar" id="profile-avatar-section">
      <h2 id="profile-avatar" css={sectionHeading}>{t('profile.avatar.heading')}</h2>
      <div id="profile-avatar-anchor" css={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        {src ? (
          <img src={src} alt={t('profile.avatar.alt')} width={72} height={72} css={{ borderRadius: '50%', objectFit: 'cover' }} />
        ) : (
          <span aria-hidden css={(theme) => ({ width: 72, height: 72, borderRadius: '50%', background: theme.colors.surface, border: `1px solid ${theme.colors.border}`, display: 'grid', placeItems: 'center', fontSize: 24 })}>
            {(profile.firstName[0] ?? '?').toUpperCase()}
          </span>
        )}
        <FilePicker ref={input} label={t('profile.avatar.pick')} accept="image/png,image/jpeg,.png,.jpg,.jpeg" disabled={uploading}
          onPick={(file) => { if (file) void upload(file); }} />
        {profile.avatar && <Button variant="secondary" disabled={busy} onClick={() => void edit({ op_section: 'avatar', operation: 'remove' })}>{t('profile.avatar.remove')}</Button>}
      </div>
      {error && <p role="alert" css={(theme) => ({ color: theme.colors.error, margin: '8px 0 0' })}>{error}</p>}
    </section>
  );
}
