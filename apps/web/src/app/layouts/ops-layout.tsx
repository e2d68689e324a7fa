import { Outlet } from 'react-router-dom';
import { AreaFrame } from './area-frame';

/** /ops: operators and admins (issue 13 fills it). */
export function OpsLayout() {
  return (
    <AreaFrame area="Operator console">
      <Outlet />
    </AreaFrame>
  );
}
