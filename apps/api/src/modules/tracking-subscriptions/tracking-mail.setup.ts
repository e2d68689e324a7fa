import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { DomainEventHandler } from '../../lib/domain-events';
import { unsubscribeSigner } from './subscription-tokens';
import { trackingMailLinks } from './tracking-mail-links';
import { trackingSubscriptionsRouter } from './tracking-subscriptions.router';
import { mailTrackingUpdate } from './tracking-updates';

/**
 * Tracking mail for the composition: the handler queues update mails for the moves' domain events, and the router
 * serves subscribe, confirm and unsubscribe. A failed enqueue is logged, never thrown: the move it reports is already
 * saved, and the request that made it must not fail for a mail (decision 0030).
 */
export function trackingMail(config: Pick<Config, 'appBaseUrl' | 'jwtSecret'>, logger: Logger) {
  const links = trackingMailLinks(config.appBaseUrl, unsubscribeSigner(config.jwtSecret));
  const handler: DomainEventHandler = {
    name: 'tracking-mail',
    async handle(event) {
      try {
        await mailTrackingUpdate(event, links);
      } catch (error) {
        logger.error({ err: error, event: event.kind }, 'tracking update mail not queued');
      }
    },
  };
  return { links, handler, router: (rate: { windowMs: number; limit: number }): Router => trackingSubscriptionsRouter({ links, rate }) };
}
