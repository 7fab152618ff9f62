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
import type { TUser } from '@sortie/domain/contracts';
import { useState } from 'react';
import { useBrand } from '../../../lib/brand.tsx';
import { saveUserFlags } from '../api/update-user-flags.ts';

export function PrivacyPrompt({ user }: { user: TUser }) {
  const brand = useBrand();
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={!user.accepted_privacy_policy}
      maxWidth="xs"
      aria-labelledby="privacy-title"
      data-testid="privacy-prompt"
    >
      <DialogTitle id="privacy-title">Our privacy policy</DialogTitle>
      <DialogContent>
        <DialogContentText>
          To keep using {brand.appName}, please read and accept our{' '}
          <Link href={brand.privacyUrl} target="_blank" rel="noopener">
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link href={brand.termsUrl} target="_blank" rel="noopener">
            Terms of Service
          </Link>
          .
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
          Accept
        </Button>
      </DialogActions>
    </Dialog>
  );
}
