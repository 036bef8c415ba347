/** Dashboard shell (docs/product.md#dashboard): a sidebar with the role's links that becomes a drawer on small screens. */
import { Dialog, DialogPanel } from '@headlessui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { can } from '@domain/capabilities';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { useRole } from '@/features/auth/use-role';
import { DASHBOARD_NAV } from './dashboard-nav';

// The notification bell (issue 17), in its own chunk as on the top bar.
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell'));

function Bell({ place }: { place: 'below' | 'beside' }) {
  return (
    <Suspense fallback={<span className="size-10" aria-hidden="true" />}>
      <NotificationBell settingsPath={paths.dashboard.profile} place={place} />
    </Suspense>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`;

function SidebarContent({ bell = false }: { bell?: boolean }) {
  const { logOut, loading } = useAuth();
  const { label: name, image } = useCurrentUser();
  const { role } = useRole();
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="flex items-center justify-between gap-2">
        <Link to={paths.home} aria-label="StudyHub home">
          <Logo />
        </Link>
        {bell && <Bell place="beside" />}
      </div>
      <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-3">
        <Avatar src={image} name={name} title={name} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          <p className="text-xs text-slate-500">{role ?? '…'}</p>
        </div>
      </div>
      <nav aria-label="Dashboard" className="flex-1 space-y-1">
        <NavLink to={paths.dashboard.root} end className={linkClass}>
          Overview
        </NavLink>
        <NavLink to={paths.dashboard.profile} className={linkClass}>
          Profile
        </NavLink>
        {DASHBOARD_NAV.filter((group) => can(role, group.capability)).map((group) => (
          <div key={group.capability} className="space-y-1 border-t border-slate-100 pt-2">
            {group.links.map((l) => (
              <NavLink key={l.to} to={l.to} className={linkClass}>
                {l.label}
              </NavLink>
            ))}
          </div>
        ))}
      </nav>
      <div className="space-y-1 border-t border-slate-100 pt-3">
        <NavLink to={paths.home} end className={linkClass}>
          Home
        </NavLink>
        <Button variant="secondary" className="w-full" onClick={() => void logOut()} loading={loading}>
          Logout
        </Button>
      </div>
    </div>
  );
}

export default function DashboardLayout() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="min-h-screen lg:flex">
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 overflow-y-auto border-r border-slate-200 bg-white lg:block">
        <SidebarContent bell />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white/90 px-4 backdrop-blur lg:hidden">
          <Link to={paths.home} aria-label="StudyHub home">
            <Logo />
          </Link>
          <div className="flex items-center gap-1">
            <Bell place="below" />
            <button
              type="button"
              onClick={() => setOpen(true)}
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
              aria-label="Open the dashboard menu"
              aria-expanded={open}
            >
              <svg viewBox="0 0 20 20" className="size-6" fill="currentColor" aria-hidden="true">
                <path d="M3 5h14v2H3zM3 9h14v2H3zM3 13h14v2H3z" />
              </svg>
            </button>
          </div>
        </header>
        <OfflineBanner />
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-10">
          <Outlet />
        </main>
      </div>
      <Dialog open={open} onClose={setOpen} className="relative z-50 lg:hidden">
        <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
        <DialogPanel className="fixed inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-white shadow-xl">
          <SidebarContent />
        </DialogPanel>
      </Dialog>
    </div>
  );
}
