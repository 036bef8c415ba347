import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/** Public pages: sticky top bar, the page, the footer. */
export default function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <OfflineBanner />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
