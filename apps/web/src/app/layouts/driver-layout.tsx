import { Outlet } from 'react-router-dom';
import { AreaFrame } from './area-frame';

/** /driver: drivers (issue 13 fills it). */
export function DriverLayout() {
  return (
    <AreaFrame area="Driver jobs">
      <Outlet />
    </AreaFrame>
  );
}
