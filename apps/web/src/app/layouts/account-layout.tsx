import { Outlet } from 'react-router-dom';

/**
 * Account screens (/auth/*, /onboarding/*): open to visitors, without the site header and footer. Each
 * screen draws its own split-screen or onboarding frame, because its title changes within the screen (e.g. Forgot
 * password becomes Check Your Email).
 */
export function AccountLayout() {
  return <Outlet />;
}
