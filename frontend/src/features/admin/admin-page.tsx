import { AdminDashboard } from './admin-dashboard';
import { AdminGate } from './admin-gate';
import { AdminLoginCard } from './admin-login-card';

export function AdminPage() {
  return (
    <AdminGate documentTitle="Admin | Dive Down Under" signedOut={<AdminLoginCard />}>
      <AdminDashboard />
    </AdminGate>
  );
}
