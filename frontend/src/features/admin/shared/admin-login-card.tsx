import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { loginErrorMessage, useAdminLogin } from './use-admin-session';

export function AdminLoginCard() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useAdminLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    login.mutate(
      { data: { password } },
      {
        onError: (failure) => {
          setPassword('');
          setError(loginErrorMessage(failure));
        },
      },
    );
  };

  return (
    <Card sx={{ maxWidth: 420, mx: 'auto', mt: { xs: 2, md: 6 } }} elevation={3}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <LockOutlinedIcon color="primary" />
          <Typography variant="h5" component="h1">
            Admin Access
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Enter the admin password to manage the site.
        </Typography>
        <Box component="form" onSubmit={submit} noValidate>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            fullWidth
            required
            autoFocus
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }} disabled={login.isPending || !password}>
            {login.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
