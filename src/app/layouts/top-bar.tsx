/** Sticky top bar (docs/product.md#layout). On the home page it sits on the dark banner, with the inverted logo. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClass } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { whenIdle } from '@/lib/when-idle';

// Headless UI stays out of the first bundle: the menu is only for signed-in users on small screens.
// It loads once the page is idle, so it never queues before the page's own code and data.
const UserMenu = lazy(() => import('./user-menu'));
// The bell (issue 17) is for signed-in users only and loads on its own, after the page is idle.
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell'));

export function TopBar() {
  const { loading, logOut } = useAuth();
  const { user, label: name, image: photo } = useCurrentUser();
  const onHome = useLocation().pathname === paths.home;
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const avatar = <Avatar src={photo} name={name} title={name} size="size-9" />;

  return (
    <header
      className={`sticky top-0 z-40 border-b backdrop-blur ${
        onHome ? 'border-white/10 bg-brand-900/90 text-white' : 'border-slate-200 bg-white/90 text-slate-800'
      }`}
    >
      <nav className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4" aria-label="Main">
        <Link to={paths.home} aria-label="StudyHub home">
          <Logo inverted={onHome} />
        </Link>

        {user ? (
          <div className="flex items-center gap-1 sm:gap-3">
            {idle && (
              <Suspense fallback={<span className="size-10" aria-hidden="true" />}>
                <NotificationBell settingsPath={paths.dashboard.profile} inverted={onHome} />
              </Suspense>
            )}
            <div className="hidden items-center gap-3 sm:flex">
              <NavLink to={paths.dashboard.root} className={buttonClass(onHome ? 'secondary' : 'ghost', 'md')}>
                Dashboard
              </NavLink>
              <Avatar src={photo} name={name} title={name} size="size-9" />
              <Button variant={onHome ? 'secondary' : 'dark'} onClick={() => void logOut()} loading={loading && !!user}>
                Logout
              </Button>
            </div>
            <div className="sm:hidden">
              {idle ? (
                <Suspense fallback={avatar}>
                  <UserMenu name={name} email={user.email} photo={photo} onLogout={() => void logOut()} />
                </Suspense>
              ) : (
                avatar
              )}
            </div>
          </div>
        ) : loading ? (
          <span className="h-9 w-40" aria-hidden="true" />
        ) : (
          <div className="flex items-center gap-2">
            <Link to={paths.signIn} className={buttonClass(onHome ? 'secondary' : 'ghost', 'md')}>
              Sign In
            </Link>
            <Link to={paths.signUp} className={buttonClass('primary', 'md')}>
              Sign Up
            </Link>
          </div>
        )}
      </nav>
    </header>
  );
}
