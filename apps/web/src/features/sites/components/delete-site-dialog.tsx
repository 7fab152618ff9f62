// Delete Site confirmation (full_access only). Success toast 'Site Deleted Successfully'.
import type { TSite } from '@sortie/domain/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { notify } from '../../../lib/notify.ts';
import { useDeleteSite } from '../api/delete-site.ts';

export function DeleteSiteDialog({
  companyId,
  site,
  onClose,
  onDeleted,
}: {
  companyId: string;
  site: Pick<TSite, 'id' | 'name'>;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const del = useDeleteSite(companyId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Delete Site</DialogTitle>
      <DialogContent>
        {del.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {del.error.message}
          </Alert>
        )}
        <DialogContentText>
          Delete “{site.name}”? Its missions and pending invites go with it. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={del.isPending}
          onClick={() =>
            del.mutate(site.id, {
              onSuccess: () => {
                notify('Site Deleted Successfully', { code: 201 });
                onClose();
                onDeleted?.();
              },
            })
          }
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
