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
          notify('Collection created successfully', { code: 201 });
          onCreated?.(c);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Create Collection</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          {create.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {create.error.message}
            </Alert>
          )}
          <TextField
            label="Collection name"
            autoFocus
            fullWidth
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!ok || create.isPending}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
