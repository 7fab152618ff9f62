// Delete Collection: the sites themselves stay.
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
import { useDeleteCollection } from '../api/mutate-collections.ts';

export function DeleteCollectionDialog({
  companyId,
  collection,
  onClose,
  onDeleted,
}: {
  companyId: string;
  collection: { id: string; name: string };
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const del = useDeleteCollection(companyId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Delete Collection</DialogTitle>
      <DialogContent>
        {del.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {del.error.message}
          </Alert>
        )}
        <DialogContentText>
          Delete the collection “{collection.name}”? Its sites are kept.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={del.isPending}
          onClick={() =>
            del.mutate(collection.id, {
              onSuccess: () => {
                notify('Collection deleted successfully', { code: 201 });
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
