import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import twilio from 'twilio';

type OutgoingSms = { id: string; to: string; body: string; purpose: string; queuedAt: Date };

/** Why a send failed and whether trying again could help. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    /** 'opted-out': the carrier or Twilio says the number said STOP; 'retry': anything else. */
    readonly kind: 'opted-out' | 'retry',
  ) {
    super(message);
  }
}

/** Decision 0111: where the worker hands a text, one seam for every provider. */
export type SmsProvider = {
  /** For the start-up log line, without credentials. */
  describe: string;
  send(sms: OutgoingSms): Promise<{ providerId: string }>;
};

/**
 * Development and tests: each text as one JSON file in the folder (as e-mails are .eml files in theirs) and one log
 * line, so a journey or a person reads the code or link it carries.
 */
export function outboxSmsProvider(dir: string, from: string, logger: Logger): SmsProvider {
  return {
    describe: `SMS outbox folder ${dir}`,
    async send(sms) {
      await mkdir(dir, { recursive: true });
      const providerId = `outbox-${randomBytes(8).toString('hex')}`;
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`);
      const record = { id: sms.id, providerId, from, to: sms.to, body: sms.body, purpose: sms.purpose, queuedAt: sms.queuedAt.toISOString(), writtenAt: new Date().toISOString() };
      await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
      logger.info({ to: sms.to, purpose: sms.purpose, file }, 'SMS written to outbox');
      return { providerId };
    },
  };
}

// Twilio's error codes for a recipient that replied STOP (Advanced Opt-Out) and for one that cannot take texts.
const TWILIO_UNSUBSCRIBED = 21610;

export type TwilioSettings = { accountSid: string; authToken: string; from: string; statusCallbackUrl: string };

/**
 * Twilio's Messages API through its own client. `httpClient` is the client's own seam, used by tests to point it at
 * a local server speaking Twilio's API.
 */
export function twilioSmsProvider(settings: TwilioSettings, httpClient?: twilio.RequestClient): SmsProvider {
  const client = twilio(settings.accountSid, settings.authToken, httpClient ? { httpClient } : {});
  const sender = settings.from.startsWith('MG') ? { messagingServiceSid: settings.from } : { from: settings.from };
  return {
    describe: `Twilio (account ${settings.accountSid.slice(0, 6)}..., from ${settings.from})`,
    async send(sms) {
      try {
        const message = await client.messages.create({ to: sms.to, body: sms.body, statusCallback: settings.statusCallbackUrl, ...sender });
        return { providerId: message.sid };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        const text = error instanceof Error ? error.message : String(error);
        throw new SmsSendError(`Twilio ${String(code ?? '')}: ${text}`.trim(), code === TWILIO_UNSUBSCRIBED ? 'opted-out' : 'retry');
      }
    },
  };
}

export type SmsProviderConfig = {
  provider: 'outbox' | 'twilio';
  outboxDir: string;
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  webhookBaseUrl: string;
};

export const smsStatusCallbackPath = '/sms/twilio/status';
export const smsInboundPath = '/sms/twilio/inbound';

export function createSmsProvider(config: SmsProviderConfig, logger: Logger): SmsProvider {
  if (config.provider === 'twilio' && config.twilio) {
    return twilioSmsProvider({ ...config.twilio, statusCallbackUrl: `${config.webhookBaseUrl}${smsStatusCallbackPath}` });
  }
  return outboxSmsProvider(config.outboxDir, config.twilio?.from ?? 'outbox', logger);
}
