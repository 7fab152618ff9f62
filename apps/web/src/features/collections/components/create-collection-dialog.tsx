// Create Collection: a name, optionally with sites to put in it. Toast 'Collection created
// successfully' (feature-areas §8).
import type { TCollection } from '@sortie/domain/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateCollection } from '../api/mutate-collections.ts';

export function CreateCollectionDialog({
  companyId,
  siteIds,
  onClose,
  onCreated,
}: {
  companyId: string;
  siteIds?: string[];
  onClose: () => void;
  onCreated?: (c: TCollection) => void;
}) {
  const { t } = useTranslation('collections');
  const [name, setName] = useState('');
  const create = useCreateCollection(companyId);
  const ok = name.trim().length > 0 && name.trim().length <= 120;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ok) return;
    create.mutate(
      { name: name.trim(), ...(siteIds?.length ? { site_ids: siteIds } : {}) },
      {
        onSuccess: (c) => {
          notify(t('created'), { code: 201 });
          onCreated?.(c);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('create')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          {create.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(create.error)}
            </Alert>
          )}
          <TextField
            label={t('name')}
            autoFocus
            fullWidth
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ok || create.isPending}>
            {t('common:actions.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
