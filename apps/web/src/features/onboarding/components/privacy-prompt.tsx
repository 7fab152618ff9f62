// Privacy-policy prompt (platform-core §2, §4): shown until the signed-in user accepts.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@sortie/domain/contracts';
import { useState } from 'react';
import { useBrand } from '../../../lib/brand.tsx';
import { saveUserFlags } from '../api/update-user-flags.ts';

export function PrivacyPrompt({ user }: { user: TUser }) {
  const { t } = useTranslation('onboarding');
  const brand = useBrand();
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={!user.accepted_privacy_policy}
      maxWidth="xs"
      aria-labelledby="privacy-title"
      data-testid="privacy-prompt"
    >
      <DialogTitle id="privacy-title">{t('privacy.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('privacy.before', { appName: brand.appName })}{' '}
          <Link href={brand.privacyUrl} target="_blank" rel="noopener">
            {t('privacy.policy')}
          </Link>{' '}
          {t('privacy.and')}{' '}
          <Link href={brand.termsUrl} target="_blank" rel="noopener">
            {t('privacy.terms')}
          </Link>
          {t('privacy.after')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          variant="contained"
          disabled={saving}
          data-testid="privacy-accept"
          onClick={() => {
            setSaving(true);
            void saveUserFlags(user, { accepted_privacy_policy: true }).finally(() =>
              setSaving(false),
            );
          }}
        >
          {t('privacy.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
