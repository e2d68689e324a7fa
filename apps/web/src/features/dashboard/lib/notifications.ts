export interface DashboardNotification {
  id: string;
  title: string;
  body: string;
  time: string;
  read: boolean;
}

// No notification service exists yet (spec 7 lists none); the panel starts from these samples.
export const SAMPLE_NOTIFICATIONS: DashboardNotification[] = [
  { id: 'n1', title: 'Shipment picked up', body: 'Your cold-chain shipment left the origin warehouse.', time: '10 min ago', read: false },
  { id: 'n2', title: 'Delivery window confirmed', body: 'The carrier confirmed tomorrow 9 AM-12 PM.', time: '1 hour ago', read: false },
  { id: 'n3', title: 'Invoice available', body: 'Your latest invoice is ready to download.', time: 'Yesterday', read: true },
];
