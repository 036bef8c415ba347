import { Link } from 'react-router-dom';
import { can } from '@domain/capabilities';
import { useAuth } from '@/lib/auth/auth-context';
import { useRole } from '@/lib/auth/use-role';
import { DASHBOARD_NAV } from '../../layouts/dashboard-nav';

export default function DashboardOverview() {
  const { user, profile } = useAuth();
  const { role } = useRole();
  const name = user?.displayName || profile?.name || user?.email;
  const links = DASHBOARD_NAV.filter((g) => can(role, g.capability)).flatMap((g) => g.links);
  return (
    <div>
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Welcome, {name}</h1>
      <p className="mt-1 text-slate-600">{role ? `You are signed in as a ${role}.` : 'Loading your dashboard…'}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="block rounded-2xl bg-white p-5 font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 hover:ring-brand-400">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
