import { VIEWER_CANNOT_BOOK } from '@meridian/contracts';
import { Link } from 'react-router-dom';
import { Alert } from '../ui/alert';
import { VIEWER_NOTICE_COPY } from '../../content/organization-roles';

/**
 * What a viewer sees where a booker would find a form to book, import or pay (decision 0055): the API's own words, and
 * the way back to the bookings they may read.
 */
export function ViewerNotice({ backTo = '/bookings' }: { backTo?: string }) {
  return (
    <Alert tone="info" title={VIEWER_NOTICE_COPY.title} className="mt-2">
      <p>{VIEWER_CANNOT_BOOK}</p>
      <Link to={backTo} className="mt-2 inline-block font-semibold text-blue-800 underline underline-offset-4">
        {VIEWER_NOTICE_COPY.back}
      </Link>
    </Alert>
  );
}
