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
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  useEffect(() => {
    const t = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(t);
  }, [text]);
  const q = useQuery(pickerSitesQueryOptions(companyId, search));
  const add = useCollectionSites(companyId);
  const toggle = (id: string) =>
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Add sites to “{collection.name}”</DialogTitle>
      <DialogContent dividers>
        {add.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {add.error.message}
          </Alert>
        )}
        <TextField
          size="small"
          fullWidth
          label="Search sites"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {q.isPending ? (
          <Skeleton sx={{ mt: 2 }} />
        ) : q.isError ? (
          <Typography color="error" sx={{ mt: 2 }}>
            Unable to fetch sites!
          </Typography>
        ) : q.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            No sites found
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
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={picked.length === 0 || add.isPending}
          onClick={() =>
            add.mutate(
              { id: collection.id, siteIds: picked },
              {
                onSuccess: () => {
                  notify(
                    picked.length === 1 ? 'Site Added to collection' : 'Sites added to collection',
                    { code: 201 },
                  );
                  onClose();
                },
              },
            )
          }
        >
          Add {picked.length > 0 ? picked.length : ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
