import { AdminDashboard } from './admin-dashboard';
import { AdminGate } from './shared/admin-gate';
import { AdminLoginCard } from './shared/admin-login-card';

export function AdminPage() {
  return (
    <AdminGate documentTitle="Admin | Dive Down Under" signedOut={<AdminLoginCard />}>
      <AdminDashboard />
    </AdminGate>
  );
}
