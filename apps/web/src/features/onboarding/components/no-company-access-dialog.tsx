// Shown when the server says the user is no longer part of a workspace (403
// user_not_part_of_company); the personal workspace is already open behind it.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

export function NoCompanyAccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" data-testid="no-company-access">
      <DialogTitle>No access to this workspace</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You are no more part of this company. We opened your personal workspace; ask an admin of
          the company to invite you again if you need access.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
