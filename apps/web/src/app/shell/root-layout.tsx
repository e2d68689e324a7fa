import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { HelpButton } from './help-button';
import { ScrollToTop } from './scroll-to-top';
import { isShellVisible } from './shell-visibility';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const { pathname } = useLocation();
  const showShell = isShellVisible(pathname);
  // A prerendered page is on screen before its code has taken it over (decision 0053); this marks the moment it
  // answers clicks, for scripts and tests that drive it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);

  return (
    <>
      <ScrollToTop />
      {/* A column as tall as the window keeps the footer at its bottom on short pages. */}
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-blue-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        {showShell && <SiteHeader />}
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        {showShell && <SiteFooter />}
        {showShell && <HelpButton />}
      </div>
    </>
  );
}
