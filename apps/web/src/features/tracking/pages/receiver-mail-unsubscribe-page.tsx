import { RECEIVER_MAIL_LINK_INVALID } from '@meridian/contracts';
import { CheckCircle2, Link2Off, MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-link';
import { RECEIVER_MAIL_COPY as COPY } from '../../../content/receiver-mail';
import { ApiError, messageOr } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStopReceiverMail } from '../api/stop-receiver-mail';
import { Frame } from '../components/subscription-link-result';

const iconClass = 'mx-auto h-12 w-12';

/**
 * /tracking/receiver-mail/unsubscribe?token=...: the "Stop these e-mails" link of a receiver's delivery e-mail
 * (decision 0117). It asks before it stops, so a mail scanner that opens every link stops nothing; the mail client's
 * one-click unsubscribe needs no page.
 */
export function ReceiverMailUnsubscribePage() {
  usePageTitle(COPY.pageTitle);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const stop = useStopReceiverMail(token);
  const invalid = !token || (stop.error instanceof ApiError && (stop.error.status === 404 || stop.error.status === 400));

  if (invalid) {
    return (
      <Frame icon={<Link2Off aria-hidden="true" className={`${iconClass} text-slate-500`} />} title={COPY.invalidTitle}>
        <p>{RECEIVER_MAIL_LINK_INVALID}</p>
        <p className="mt-2">{COPY.invalidHint}</p>
        <Link to="/track" className={`${buttonClass('primary')} mt-6`}>
          {COPY.track}
        </Link>
      </Frame>
    );
  }
  if (stop.data) {
    return (
      <Frame icon={<CheckCircle2 aria-hidden="true" className={`${iconClass} text-green-700`} />} title={COPY.doneTitle}>
        <p role="status">{stop.data.message}</p>
        <p className="mt-2 text-sm">{COPY.texts}</p>
        <p className="mt-2 text-sm">{COPY.after}</p>
        <Link to="/track" className={`${buttonClass('secondary')} mt-6`}>
          {COPY.track}
        </Link>
      </Frame>
    );
  }
  return (
    <Frame icon={<MailX aria-hidden="true" className={`${iconClass} text-blue-800`} />} title={COPY.askTitle}>
      <p>{COPY.ask}</p>
      <p className="mt-2 text-sm">{COPY.texts}</p>
      {stop.error && (
        <Alert tone="error" className="mt-4 text-left">
          {messageOr(stop.error, COPY.failed)}
        </Alert>
      )}
      <Button className="mt-6" onClick={() => stop.mutate()} disabled={stop.isPending}>
        {stop.isPending ? COPY.stopping : COPY.stop}
      </Button>
    </Frame>
  );
}
