import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { onDomainEvent } from '../../lib/domain-events';
import { unsubscribeSigner } from './subscription-tokens';
import { trackingMailLinks } from './tracking-mail-links';
import { trackingSubscriptionsRouter } from './tracking-subscriptions.router';
import { mailTrackingUpdate } from './tracking-updates';

/**
 * Wires tracking mail into the app: the moves' domain events queue update mails, and the router serves subscribe,
 * confirm and unsubscribe. A failed enqueue is logged, never thrown: the move it reports is already saved, and the
 * request that made it must not fail for a mail (issue 15).
 */
export function subscribeTrackingMail(config: Pick<Config, 'appBaseUrl' | 'jwtSecret'>, logger: Logger) {
  const links = trackingMailLinks(config.appBaseUrl, unsubscribeSigner(config.jwtSecret));
  onDomainEvent('tracking-mail', async (event) => {
    try {
      await mailTrackingUpdate(event, links);
    } catch (error) {
      logger.error({ err: error, bookingId: event.booking._id }, 'tracking update mail not queued');
    }
  });
  return { links, router: (rate: { windowMs: number; limit: number }): Router => trackingSubscriptionsRouter({ links, rate }) };
}
