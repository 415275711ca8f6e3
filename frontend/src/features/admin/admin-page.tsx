import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { AdminDashboard } from './admin-dashboard';
import { AdminLoginCard } from './admin-login-card';
import { useAdminSession } from './use-admin-session';

export function AdminPage() {
  const status = useAdminSession();

  useEffect(() => {
    document.title = 'Admin | Dive Down Under';
  }, []);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      {status === 'checking' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 10 }}>
          <CircularProgress size={28} />
          <Typography>Checking Authentication...</Typography>
        </Box>
      )}
      {status === 'unauthenticated' && <AdminLoginCard />}
      {status === 'authenticated' && <AdminDashboard />}
    </Container>
  );
}
