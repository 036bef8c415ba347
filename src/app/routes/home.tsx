import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { SessionsSection } from '@/features/sessions/components/sessions-section';
import { TutorsSection } from '@/features/users/components/tutors-section';

function Banner() {
  const { user } = useAuth();
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-brand-600/40 blur-3xl" aria-hidden="true" />
      <div className="pointer-events-none absolute -bottom-32 left-0 size-96 rounded-full bg-fuchsia-500/20 blur-3xl" aria-hidden="true" />
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">Study sessions with real tutors</p>
        <h1 className="mt-3 max-w-2xl text-4xl font-extrabold leading-tight sm:text-5xl">Learn with the best tutors, and keep studying offline.</h1>
        <p className="mt-4 max-w-xl text-lg text-brand-100">
          Book live sessions, read your study materials on the go and keep your notes with you, even without a connection.
        </p>
        <Link to={user ? paths.dashboard.root : paths.signUp} className={`${buttonClass('primary', 'lg')} mt-8 bg-white !text-brand-800 hover:!bg-brand-50`}>
          {user ? 'Dashboard' : 'Sign Up'}
        </Link>
      </div>
    </section>
  );
}

export default function HomePage() {
  return (
    <>
      <Banner />
      <SessionsSection />
      <TutorsSection />
    </>
  );
}
