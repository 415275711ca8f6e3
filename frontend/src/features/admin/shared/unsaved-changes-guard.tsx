import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export const LEAVE_TITLE = 'Leave without saving?';

interface UnsavedChangesGuardProps {
  /** True while the editor holds changes that are not saved. */
  dirty: boolean;
  /** What is being edited, for the question: "this blog post". */
  thing: string;
}

/**
 * Keeps a half-written item from being lost without a word: while `dirty`, a reload or closing the
 * tab asks the browser's own question (beforeunload), and any in-app navigation — a header link, Back,
 * another admin tab — asks "Leave without saving?" first.
 */
export function UnsavedChangesGuard({ dirty, thing }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(dirty);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="leave-without-saving-title">
      <DialogTitle id="leave-without-saving-title">{LEAVE_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>Your changes to {thing} have not been saved. If you leave now, they are lost.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.proceed?.()} color="error">
          Leave without saving
        </Button>
        <Button onClick={() => blocker.reset?.()} variant="contained" autoFocus>
          Stay and keep editing
        </Button>
      </DialogActions>
    </Dialog>
  );
}
