import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useRef, useState, type ReactElement } from 'react';

/** What a delete asks: "Delete this post?" and what happens to which item. */
export interface DeleteQuestion {
  title: string;
  message: string;
}

interface ConfirmDeleteDialogProps {
  /** The question on screen; null keeps the dialog closed. */
  question: DeleteQuestion | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteDialog({ question, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={question !== null} onClose={onCancel} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">{question?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question?.message}</DialogContentText>
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

/**
 * The one way the admin confirms a delete: `if (!(await confirmDelete(question))) return;` and
 * `dialog` rendered once in the tab. Resolves true on Delete, false on Cancel, Escape or a click outside.
 */
export function useConfirmDelete(): { confirmDelete: (question: DeleteQuestion) => Promise<boolean>; dialog: ReactElement } {
  const [question, setQuestion] = useState<DeleteQuestion | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setQuestion(null);
  }, []);

  const confirmDelete = useCallback((next: DeleteQuestion) => {
    answer.current?.(false);
    setQuestion(next);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  const dialog = <ConfirmDeleteDialog question={question} onCancel={() => settle(false)} onConfirm={() => settle(true)} />;
  return { confirmDelete, dialog };
}
