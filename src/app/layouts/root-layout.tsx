import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/**
 * Public pages: sticky top bar, the page, the footer. The page fills the first screen, so the footer
 * starts below it and is never pushed down when a page's data arrives (layout shift).
 */
export default function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <OfflineBanner />
      <main className="min-h-[calc(100svh-4rem)] flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
