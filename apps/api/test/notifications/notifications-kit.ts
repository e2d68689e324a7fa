import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Booking, Notification, UserRole } from '@meridian/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, signUp } from '../support/app';
import { WAIT_BACKSTOP_MS } from '../support/backstop';

export type Account = Awaited<ReturnType<typeof signUp>>;

/** A signed-up account moved to a staff role, as an admin would. */
export async function signUpAs(app: Express, role: UserRole): Promise<Account> {
  const account = await signUp(app);
  await UserModel.updateOne({ _id: account.user._id }, { $set: { role } }).exec();
  return account;
}

/** The booking a domain event carries, with the fields the wording reads. */
export function sampleBooking(ownerId: string, overrides: Partial<Booking> = {}): Booking {
  return {
    _id: '65f0c0ffee0000000000beef',
    createdBy: ownerId,
    trackingNumber: 'MX7K2P9QRT4WC',
    fullNameOrBusiness: 'Acme Imports',
    pickupLocation: { address: '1 Dock St', city: 'Oakland', state: 'CA', country: 'US' },
    dropoffLocation: { address: '99 Main St', city: 'Denver', state: 'CO', country: 'US' },
    estimatedPickupDate: '2026-12-01',
    pickupPerson: { name: 'Alex Porter', phone: '+15550102001', email: 'alex@acme.test' },
    receiverPerson: { name: 'Rae Receiver', phone: '+15550102002', email: 'rae@receiver.test' },
    statusHistory: [],
    assignment: null,
    proofOfDelivery: null,
    ...overrides,
  } as Booking;
}

export async function listOf(app: Express, token: string, query = '') {
  const res = await request(app).get(`/api/v1/notifications${query}`).set(bearer(token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { records: Notification[]; unreadCount: number; pagination: { currentPage: number; totalPages: number; totalRecords: number; limit: number } };
}

export async function listen(app: Express): Promise<{ server: Server; baseUrl: string; close(): Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function streamTicket(baseUrl: string, token: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/notifications/stream-ticket`, { method: 'POST', headers: bearer(token) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { ticket: string } }).data.ticket;
}

type SseEvent = { id?: string; event?: string; data?: string; retry?: string; comment?: string };

/** Reads a text/event-stream as the browser would parse it: blank-line separated blocks of `field: value` lines. */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  const pump = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: SseEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) event.comment = line.slice(1).trim();
            else {
              const at = line.indexOf(':');
              const field = at < 0 ? line : line.slice(0, at);
              (event as Record<string, string>)[field] = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
            }
          }
          events.push(event);
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted by close()
    }
    waiters.splice(0).forEach((wake) => wake());
  })();

  const notifications = () => events.filter((e) => e.event === 'notification').map((e) => ({ id: e.id, ...(JSON.parse(e.data ?? '{}') as Notification) }));

  /** Resolves once `count` notifications arrived; rejects after `timeoutMs` (a bound on failure, not a sleep). */
  async function waitForNotifications(count: number, timeoutMs = WAIT_BACKSTOP_MS) {
    const deadline = Date.now() + timeoutMs;
    while (notifications().length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} notifications, got ${notifications().length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return notifications();
  }

  return {
    response,
    events,
    notifications,
    waitForNotifications,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}
