import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDeleteDialogProps {
  /** What is about to be deleted; null keeps the dialog closed. */
  itemTitle: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteDialog({ itemTitle, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={itemTitle !== null} onClose={onCancel} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">Delete this post?</DialogTitle>
      <DialogContent>
        <DialogContentText>&ldquo;{itemTitle}&rdquo; will be permanently deleted. This action cannot be undone.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
