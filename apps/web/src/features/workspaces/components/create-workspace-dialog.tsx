// Create Workspace dialog (platform-core §2, §5): a name, then the new workspace opens.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { TUser } from '@sortie/domain/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useBrand } from '../../../lib/brand.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCreateCompany } from '../api/create-company.ts';
import { errorText, fieldErrors } from '../../../lib/errors.ts';
import { canCreateWorkspace } from '../utils/switcher-model.ts';
import { useTranslation } from 'react-i18next';

export function CreateWorkspaceDialog({
  user,
  open,
  onClose,
}: {
  user: TUser;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('workspaces');
  const brand = useBrand();
  const navigate = useNavigate();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [name, setName] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const create = useCreateCompany(user.id);
  const allowed = canCreateWorkspace(user);
  const fields = fieldErrors(create.error);
  const nameError = localError ?? fields.name ?? null;
  const formError = create.error && !fields.name ? errorText(create.error) : null;

  const close = () => {
    if (create.isPending) return;
    setName('');
    setLocalError(null);
    create.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setLocalError(t('create.nameRequired'));
      return;
    }
    setLocalError(null);
    create.mutate(
      { name: trimmed },
      {
        onSuccess: (company) => {
          notify(t('create.done', { name: company.name }), { code: 200 });
          setName('');
          create.reset();
          onClose();
          Promise.resolve(navigate(paths.companyHome.href(company.id))).catch(() => undefined);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="create-workspace-title"
      data-testid="create-workspace-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-workspace-title">{t('create.title')}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
            {t('create.intro', { app: brand.appName })}
          </Typography>
          {!allowed && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('oneWorkspace')}
            </Alert>
          )}
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="create-workspace-error">
              {formError}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            label={t('create.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={nameError !== null}
            helperText={nameError ?? ' '}
            disabled={!allowed}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'create-workspace-name' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!allowed || create.isPending}
            data-testid="create-workspace-submit"
          >
            {create.isPending ? t('create.creating') : t('create.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
