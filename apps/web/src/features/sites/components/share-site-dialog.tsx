// Share Site (feature-areas §2 site card menu and the site page): invite by e-mail with an access
// level, then everyone with access below it, whose level can be changed or revoked. A duplicate
// invite is refused by the server and its message is shown in the dialog.
import type { TSiteSummary } from '@sortie/domain/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { canGrantSiteAccess, isEmail } from '@sortie/domain';
import { notify } from '../../../lib/notify.ts';
import { useCreateSiteShare } from '../api/create-site-share.ts';
import { SHARE_LEVELS } from './share-levels.ts';
import { SiteShareList } from './site-share-list.tsx';
import { useTranslation } from 'react-i18next';

type Level = (typeof SHARE_LEVELS)[number]['value'];

export function ShareSiteDialog({
  companyId,
  site,
  onClose,
}: {
  companyId: string;
  site: Pick<TSiteSummary, 'id' | 'name' | 'access_level' | 'created_by'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('sites');
  const [email, setEmail] = useState('');
  const [level, setLevel] = useState<Level>('view');
  const [touched, setTouched] = useState(false);
  const share = useCreateSiteShare(companyId, site.id);
  const emailOk = isEmail(email.trim());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!emailOk) return;
    share.mutate(
      { email: email.trim(), access_level: level },
      {
        onSuccess: () => {
          notify(t('share.shared', { email: email.trim() }), { code: 201 });
          setEmail('');
          setTouched(false);
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('share.title', { name: site.name })}</DialogTitle>
        <DialogContent
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
        >
          {share.error && <Alert severity="error">{share.error.message}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
            <TextField
              label={t('share.email')}
              type="email"
              autoFocus
              fullWidth
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={touched && !emailOk}
              helperText={touched && !emailOk ? t('share.emailInvalid') : ' '}
            />
            <TextField
              select
              label={t('share.accessLevel')}
              value={level}
              onChange={(e) => setLevel(e.target.value as Level)}
              sx={{ minWidth: 200 }}
            >
              {SHARE_LEVELS.filter((l) => canGrantSiteAccess(site.access_level, l.value)).map(
                (l) => (
                  <MenuItem key={l.value} value={l.value}>
                    {l.label}
                  </MenuItem>
                ),
              )}
            </TextField>
            <Button
              type="submit"
              variant="contained"
              disabled={share.isPending}
              sx={{ mt: { sm: 1 }, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}
            >
              {share.isPending ? t('share.sharing') : t('common:actions.share')}
            </Button>
          </Stack>
          <SiteShareList companyId={companyId} site={site} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.done')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
