import { TRACKING_SUBSCRIPTION_LINK_INVALID, trackingPagePath } from '@meridian/contracts';
import { CheckCircle2, Link2Off, MailCheck, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '../../../content/brand';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-link';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useSubscriptionLink, type SubscriptionLinkAction } from '../api/subscription-links';

const WORDING: Record<SubscriptionLinkAction, { busy: string; done: string; failed: string; after?: string }> = {
  confirm: { busy: 'Confirming your e-mail updates...', done: 'E-mail updates confirmed', failed: 'We could not confirm your e-mail updates. Please try again.' },
  unsubscribe: {
    busy: 'Unsubscribing...',
    done: 'You are unsubscribed',
    failed: 'We could not unsubscribe you. Please try again.',
    after: 'Changed your mind? Email Updates on the tracking page signs you up again.',
  },
};

/** The frame of the pages a mail link opens: the brand (the site header is hidden here) and one centred card. */
export function Frame({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50 px-4 py-10">
      {/* The site header is hidden under /tracking/ (shell/shell-visibility.ts), so the page names whose mail it answers. */}
      <Link to="/" className="mx-auto mb-6 block w-fit text-lg font-bold text-blue-900 hover:underline">
        {brand.name}
      </Link>
      <section className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        {icon}
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-3 text-slate-700">{children}</div>
      </section>
    </div>
  );
}

const iconClass = 'mx-auto h-12 w-12';

/** What a tracking-mail link did: confirmed, unsubscribed, or why not (decision 0030). The token never leaves this call. */
export function SubscriptionLinkResult({ action, token }: { action: SubscriptionLinkAction; token: string }) {
  const query = useSubscriptionLink(action, token);
  const words = WORDING[action];
  const invalid = !token || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));

  if (invalid) {
    return (
      <Frame icon={<Link2Off aria-hidden="true" className={`${iconClass} text-slate-500`} />} title="Link invalid or expired">
        <p>{TRACKING_SUBSCRIPTION_LINK_INVALID}</p>
        <p className="mt-2">Look up your shipment and choose Email Updates to get a new link.</p>
        <Link to="/track" className={`${buttonClass('primary')} mt-6`}>
          Track a shipment
        </Link>
      </Frame>
    );
  }
  if (query.error) {
    return (
      <Frame icon={<MailX aria-hidden="true" className={`${iconClass} text-red-700`} />} title="Something went wrong">
        <Alert tone="error" className="text-left" action={<Button variant="secondary" onClick={() => void query.refetch()}>Try again</Button>}>
          {messageOr(query.error, words.failed)}
        </Alert>
      </Frame>
    );
  }
  if (!query.data) {
    return (
      <Frame icon={<MailCheck aria-hidden="true" className={`${iconClass} animate-pulse text-blue-700`} />} title={words.busy}>
        <p role="status">One moment.</p>
      </Frame>
    );
  }
  const { message, data } = query.data;
  return (
    <Frame icon={<CheckCircle2 aria-hidden="true" className={`${iconClass} text-green-700`} />} title={words.done}>
      <p role="status">{message}</p>
      <p className="mt-2 text-sm">
        Shipment <strong className="font-mono">{data.trackingNumber}</strong>
      </p>
      {words.after && <p className="mt-2 text-sm">{words.after}</p>}
      <Link to={trackingPagePath(data.trackingNumber)} className={`${buttonClass('primary')} mt-6`}>
        Track this shipment
      </Link>
    </Frame>
  );
}
