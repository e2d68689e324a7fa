import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeNotification, sampleNotifications } from '../../mocks/fixtures/notification';
import { api, db, ok, recordRequests, server, signIn, type ApiCall } from '../../test/session';
import { bookingKeys } from '../../api/bookings';
import { useNotificationFeed } from './notification-stream';

// A stand-in for the browser's EventSource: records what was opened and lets the test push events and failures.
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  push(notification: ReturnType<typeof makeNotification>) {
    const event = { type: 'notification', data: JSON.stringify(notification), lastEventId: String(notification.seq) } as MessageEvent;
    this.listeners.get('notification')?.forEach((listener) => listener(event));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
}

let tickets = 0;
let requests: ApiCall[] = [];
const calls = () => requests.map((call) => `${call.method} ${call.path}`);

beforeEach(() => {
  FakeEventSource.opened = [];
  tickets = 0;
  signIn('customer');
  db.notifications = sampleNotifications();
  vi.stubGlobal('EventSource', FakeEventSource);
  // The mock API has no live stream; here the ticket is issued, and the stream itself is the FakeEventSource.
  server.use(http.post(api('/notifications/stream-ticket'), () => ok({ ticket: `ticket-${(tickets += 1)}`, expiresAt: '' })));
  requests = recordRequests();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Bell({ name }: { name: string }) {
  const { list, status } = useNotificationFeed();
  return (
    <p data-testid={name}>
      {list.data?.unreadCount ?? '-'} unread, {status}
    </p>
  );
}

function renderFeed(count = 1) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const view = render(
    <QueryClientProvider client={client}>
      {Array.from({ length: count }, (_, i) => (
        <Bell key={i} name={`bell-${i}`} />
      ))}
    </QueryClientProvider>,
  );
  return { client, invalidate, view };
}

const source = (i: number) => {
  const found = FakeEventSource.opened[i];
  if (!found) throw new Error(`no EventSource #${i}`);
  return found;
};

describe('useNotificationFeed (decision 0016: one live stream per tab)', () => {
  it('when the bell mounts, then it loads the list, trades the token for a ticket and opens one stream after the newest seq; an event joins the list', async () => {
    const { invalidate } = renderFeed();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(calls()).toEqual(['GET /notifications?page=1&limit=20', 'POST /notifications/stream-ticket']);
    expect(source(0).url).toBe('/api/v1/notifications/stream?ticket=ticket-1&lastEventId=3');
    expect(source(0).url).not.toContain('test-token');

    act(() => source(0).open());
    expect(screen.getByTestId('bell-0')).toHaveTextContent('2 unread, live');
    act(() => source(0).push(makeNotification({ _id: 'n-new', seq: 4, title: 'Out for delivery' })));
    await waitFor(() => expect(screen.getByTestId('bell-0')).toHaveTextContent('3 unread, live'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: bookingKeys.all });

    // The same event again (a replay overlapping what was seen) changes nothing.
    act(() => source(0).push(makeNotification({ _id: 'n-new', seq: 4 })));
    await act(() => Promise.resolve());
    expect(screen.getByTestId('bell-0')).toHaveTextContent('3 unread, live');
  });

  it('when two components show the bell, then the tab still opens one stream', async () => {
    renderFeed(2);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => source(0).open());
    expect(screen.getByTestId('bell-1')).toHaveTextContent('2 unread, live');
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('when the server refuses the stream (its ticket expired), then it polls, fetches a fresh ticket and reopens after the last id it saw', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderFeed();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => source(0).open());
    act(() => source(0).push(makeNotification({ _id: 'n-7', seq: 7 })));

    act(() => source(0).fail(FakeEventSource.CLOSED));
    expect(screen.getByTestId('bell-0')).toHaveTextContent('polling');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(source(1).url).toBe('/api/v1/notifications/stream?ticket=ticket-2&lastEventId=7');
    act(() => source(1).open());
    expect(screen.getByTestId('bell-0')).toHaveTextContent('live');
  });

  it('when the connection drops and the browser reconnects by itself, then the bell polls meanwhile and no new ticket is asked for', async () => {
    renderFeed();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => source(0).open());
    act(() => source(0).fail(FakeEventSource.CONNECTING));
    expect(screen.getByTestId('bell-0')).toHaveTextContent('polling');
    act(() => source(0).open());
    expect(screen.getByTestId('bell-0')).toHaveTextContent('live');
    expect(calls().filter((c) => c.includes('stream-ticket'))).toHaveLength(1);
  });

  it('when the browser has no EventSource, then the bell falls back to polling the list', async () => {
    vi.stubGlobal('EventSource', undefined);
    renderFeed();
    await waitFor(() => expect(screen.getByTestId('bell-0')).toHaveTextContent('2 unread, polling'));
  });

  it('when the bell unmounts, then the stream closes', async () => {
    const { view } = renderFeed();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    view.unmount();
    expect(source(0).readyState).toBe(FakeEventSource.CLOSED);
  });
});
