// 'Add sites' from a collection card: search the workspace's sites and tick those to add.
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { pickerSitesQueryOptions } from '../api/find-sites.ts';
import { useCollectionSites } from '../api/mutate-collections.ts';

export function AddSitesDialog({
  companyId,
  collection,
  onClose,
}: {
  companyId: string;
  collection: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('collections');
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const q = useQuery(pickerSitesQueryOptions(companyId, search));
  const add = useCollectionSites(companyId);
  const toggle = (id: string) =>
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('addSites.title', { name: collection.name })}</DialogTitle>
      <DialogContent dividers>
        {add.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(add.error)}
          </Alert>
        )}
        <TextField
          size="small"
          fullWidth
          label={t('addSites.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {q.isPending ? (
          <Skeleton sx={{ mt: 2 }} />
        ) : q.isError ? (
          <Typography color="error" sx={{ mt: 2 }}>
            {t('addSites.fetchFailed')}
          </Typography>
        ) : q.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('addSites.none')}
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: 360, overflowY: 'auto' }}>
            {q.data.map((s) => (
              <ListItemButton key={s.id} onClick={() => toggle(s.id)}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Checkbox
                    edge="start"
                    size="small"
                    checked={picked.includes(s.id)}
                    tabIndex={-1}
                  />
                </ListItemIcon>
                <ListItemText primary={s.name} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={picked.length === 0 || add.isPending}
          onClick={() =>
            add.mutate(
              { id: collection.id, siteIds: picked },
              {
                onSuccess: () => {
                  notify(t(picked.length === 1 ? 'addSites.siteAdded' : 'addSites.sitesAdded'), {
                    code: 201,
                  });
                  onClose();
                },
              },
            )
          }
        >
          {t('addSites.add', { n: picked.length > 0 ? picked.length : '' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
