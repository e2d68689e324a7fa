// The fleet (decision 0047): GET/POST /ops/vehicles, PATCH /ops/vehicles/{id}, POST /ops/vehicles/{id}/retire.
import type { Envelope, Vehicle, VehicleCreateInput, VehicleList, VehicleListQuery, VehicleUpdate } from '@meridian/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type VehicleListState = VehicleListQuery['state'];

const vehicleKeys = {
  all: ['vehicles'] as const,
  list: (state: VehicleListState, date?: string) => [...vehicleKeys.all, state, ...(date ? [date] : [])] as const,
};

const byId = (id: string) => encodeURIComponent(id);

/** With a `date`, each vehicle also says what it has on the road now and booked that day (the assign dialog). */
async function getVehicles(state: VehicleListState, date?: string): Promise<Vehicle[]> {
  const body = await apiClient.get<Envelope<VehicleList>>(`/ops/vehicles?state=${state}${date ? `&date=${encodeURIComponent(date)}` : ''}`);
  return body.data.records;
}

function vehiclesQueryOptions(state: VehicleListState, date?: string) {
  return queryOptions({ queryKey: vehicleKeys.list(state, date), queryFn: () => getVehicles(state, date), staleTime: 30_000 });
}

export function useVehicles(state: VehicleListState = 'active', date?: string) {
  return useQuery(vehiclesQueryOptions(state, date));
}

async function createVehicle(input: VehicleCreateInput): Promise<Vehicle> {
  return (await apiClient.post<Envelope<Vehicle>>('/ops/vehicles', input)).data;
}

async function updateVehicle({ id, changes }: { id: string; changes: VehicleUpdate }): Promise<Vehicle> {
  return (await apiClient.patch<Envelope<Vehicle>>(`/ops/vehicles/${byId(id)}`, changes)).data;
}

async function retireVehicle(id: string): Promise<Vehicle> {
  return (await apiClient.post<Envelope<Vehicle>>(`/ops/vehicles/${byId(id)}/retire`, {})).data;
}

// Every change refreshes every list of the fleet (active, retired, the assign dialog's).
function useFleetMutation<Input>(mutationFn: (input: Input) => Promise<Vehicle>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: vehicleKeys.all }) });
}

export const useCreateVehicle = () => useFleetMutation(createVehicle);
export const useUpdateVehicle = () => useFleetMutation(updateVehicle);
export const useRetireVehicle = () => useFleetMutation(retireVehicle);
