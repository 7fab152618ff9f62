// Share Site (feature-areas §2 site card menu): an e-mail and an access level. A duplicate
// invite is refused by the server and its message is shown in the dialog.
import type { TSite } from '@sortie/domain/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { isEmail } from '@sortie/domain';
import { notify } from '../../../lib/notify.ts';
import { useCreateSiteShare } from '../api/create-site-share.ts';

type Level = 'view' | 'edit' | 'full_access';
const LEVELS: { value: Level; label: string }[] = [
  { value: 'view', label: 'View (view and export)' },
  { value: 'edit', label: 'Edit (edit, fly and share)' },
  { value: 'full_access', label: 'Full access (also delete)' },
];

export function ShareSiteDialog({
  companyId,
  site,
  onClose,
}: {
  companyId: string;
  site: Pick<TSite, 'id' | 'name'>;
  onClose: () => void;
}) {
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
          notify(`Site shared with ${email.trim()}`, { code: 201 });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Share “{site.name}”</DialogTitle>
        <DialogContent
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
        >
          {share.error && <Alert severity="error">{share.error.message}</Alert>}
          <TextField
            label="E-mail"
            type="email"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={touched && !emailOk}
            helperText={touched && !emailOk ? 'Enter a valid e-mail address.' : ' '}
          />
          <TextField
            select
            label="Access level"
            value={level}
            onChange={(e) => setLevel(e.target.value as Level)}
          >
            {LEVELS.map((l) => (
              <MenuItem key={l.value} value={l.value}>
                {l.label}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={share.isPending}>
            Share
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
