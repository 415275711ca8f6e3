import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useAdminSession } from './use-admin-session';

interface AdminGateProps {
  documentTitle: string;
  /** Shown when there is no live admin session. */
  signedOut: ReactNode;
  /** Shown to the signed-in admin. */
  children: ReactNode;
}

/** The admin pages' session check: "Checking Authentication...", then the signed-out or the signed-in view. */
export function AdminGate({ documentTitle, signedOut, children }: AdminGateProps) {
  const status = useAdminSession();

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      {status === 'checking' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 10 }}>
          <CircularProgress size={28} />
          <Typography>Checking Authentication...</Typography>
        </Box>
      )}
      {status === 'unauthenticated' && signedOut}
      {status === 'authenticated' && children}
    </Container>
  );
}
