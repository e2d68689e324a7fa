// The operator console's reads and writes (decision 0017): the queue, one booking with its customer, the drivers to
// assign, device keys, the admin's user list and role change. The move itself (POST /bookings/{id}/events) and the
// temperature log live in src/api, shared with the driver view and the customer's booking page.
import type {
  DeviceKey,
  Envelope,
  OpsBooking,
  OpsBookingList,
  OpsBookingListQueryInput,
  OPS_SORTS,
  StaffMember,
  DriverList,
  DriverWithJobs,
  OpsQueueStatus,
  UserList,
  UserRole,
  VehicleType,
} from '@meridian/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isReadingAnswer, type ShipmentEventAnswer } from '../../../api/shipment-events';

export type OpsSort = (typeof OPS_SORTS)[number];

/** The queue's view: every field the URL can hold (the page size is the API's default). */
export interface OpsQueueFilters {
  page: number;
  sort: OpsSort;
  /** Absent: every status (the All tab). The URL's default is `open` (lib/queue-filters.ts). */
  status?: OpsQueueStatus;
  from?: string;
  to?: string;
  customer?: string;
  vehicleType?: VehicleType;
  q?: string;
}

export interface UserListFilters {
  page: number;
  role?: UserRole;
  q?: string;
}

export interface DeviceKeyCreateInput {
  vehicleId: string;
  label?: string;
}

export type IssuedDeviceKey = DeviceKey & { key: string };

const opsKeys = {
  all: ['ops'] as const,
  lists: () => [...opsKeys.all, 'bookings', 'list'] as const,
  list: (filters: OpsQueueFilters) => [...opsKeys.lists(), filters] as const,
  bookings: () => [...opsKeys.all, 'bookings', 'detail'] as const,
  booking: (id: string) => [...opsKeys.bookings(), id] as const,
  signature: (id: string) => [...opsKeys.all, 'signature', id] as const,
  drivers: (date?: string) => (date ? ([...opsKeys.all, 'drivers', date] as const) : ([...opsKeys.all, 'drivers'] as const)),
  deviceKeys: () => [...opsKeys.all, 'device-keys'] as const,
  users: () => [...opsKeys.all, 'users'] as const,
  userList: (filters: UserListFilters) => [...opsKeys.users(), filters] as const,
};

function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

const byId = (id: string) => encodeURIComponent(id);

// ---- The queue and one booking ------------------------------------------------------------------------------------

async function getOpsBookings(filters: OpsQueueFilters): Promise<OpsBookingList> {
  const query = { ...filters } satisfies OpsBookingListQueryInput;
  const body = await apiClient.get<Envelope<OpsBookingList>>(`/ops/bookings?${queryString(query)}`);
  return body.data;
}

export function useOpsBookings(filters: OpsQueueFilters, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: opsKeys.list(filters),
    queryFn: () => getOpsBookings(filters),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

async function getOpsBooking(id: string): Promise<OpsBooking> {
  const body = await apiClient.get<Envelope<OpsBooking>>(`/ops/bookings/${byId(id)}`);
  return body.data;
}

function opsBookingQueryOptions(id: string) {
  return queryOptions({ queryKey: opsKeys.booking(id), queryFn: () => getOpsBooking(id) });
}

export function useOpsBooking(id: string) {
  return useQuery(opsBookingQueryOptions(id));
}

/** The drivers, each with their jobs picking up on `date` (the booking's pickup day in the assign dialog). */
async function getDrivers(date?: string): Promise<DriverWithJobs[]> {
  const body = await apiClient.get<Envelope<DriverList>>(`/ops/drivers${date ? `?${queryString({ date })}` : ''}`);
  return body.data.records;
}

export function useDrivers(date?: string, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: opsKeys.drivers(date), queryFn: () => getDrivers(date), enabled: options.enabled, staleTime: 30_000 });
}

/** After a move: the console's copy takes the answer and keeps the customer it was loaded with (the answer has none). */
export function storeOpsMove(client: QueryClient, bookingId: string, answer: ShipmentEventAnswer) {
  if (!isReadingAnswer(answer)) client.setQueryData(opsKeys.booking(bookingId), (old: OpsBooking | undefined) => (old ? { ...answer, customer: old.customer } : old));
  return client.invalidateQueries({ queryKey: opsKeys.lists() });
}

// ---- Proof of delivery ----------------------------------------------------------------------------

function getSignatureImage(id: string): Promise<Blob> {
  return apiClient.blob(`/bookings/${byId(id)}/proof-of-delivery/signature`);
}

export function useSignatureImage(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: opsKeys.signature(id), queryFn: () => getSignatureImage(id), enabled: options.enabled, staleTime: Infinity });
}

// ---- Device keys ---------------------------------------------------------------------------------------------------

async function getDeviceKeys(): Promise<DeviceKey[]> {
  const body = await apiClient.get<Envelope<DeviceKey[]>>('/ops/device-keys');
  return body.data;
}

export function useDeviceKeys() {
  return useQuery({ queryKey: opsKeys.deviceKeys(), queryFn: getDeviceKeys });
}

async function issueDeviceKey(input: DeviceKeyCreateInput): Promise<IssuedDeviceKey> {
  const body = await apiClient.post<Envelope<IssuedDeviceKey>>('/ops/device-keys', input);
  return body.data;
}

export function useIssueDeviceKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: issueDeviceKey,
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.deviceKeys() }),
  });
}

async function revokeDeviceKey(id: string): Promise<void> {
  await apiClient.delete<unknown>(`/ops/device-keys/${byId(id)}`);
}

export function useRevokeDeviceKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeDeviceKey,
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.deviceKeys() }),
  });
}

// ---- Users (admins) ------------------------------------------------------------------------------------------------

async function getUsers(filters: UserListFilters): Promise<UserList> {
  const body = await apiClient.get<Envelope<UserList>>(`/admin/users?${queryString({ ...filters })}`);
  return body.data;
}

export function useUsers(filters: UserListFilters) {
  return useQuery({ queryKey: opsKeys.userList(filters), queryFn: () => getUsers(filters), placeholderData: keepPreviousData });
}

async function updateUserRole(input: { id: string; role: UserRole }): Promise<StaffMember> {
  const body = await apiClient.patch<Envelope<StaffMember>>(`/admin/users/${byId(input.id)}/role`, { role: input.role });
  return body.data;
}

export function useUpdateUserRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: opsKeys.users() }), client.invalidateQueries({ queryKey: opsKeys.drivers() })]),
  });
}
