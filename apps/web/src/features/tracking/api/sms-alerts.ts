// POST /tracking/{number}/sms-alerts and /confirm (decision 0111): public; a code is texted to the number first.
import type { Envelope, SmsAlertConfirm, SmsAlertRequest, SmsAlertResult } from '@meridian/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

async function requestSmsAlerts(trackingNumber: string, input: SmsAlertRequest): Promise<Envelope<SmsAlertResult>> {
  return apiClient.post<Envelope<SmsAlertResult>>(`/tracking/${encodeURIComponent(trackingNumber)}/sms-alerts`, input);
}

async function confirmSmsAlerts(trackingNumber: string, input: SmsAlertConfirm): Promise<Envelope<SmsAlertResult>> {
  return apiClient.post<Envelope<SmsAlertResult>>(`/tracking/${encodeURIComponent(trackingNumber)}/sms-alerts/confirm`, input);
}

export function useRequestSmsAlerts(trackingNumber: string) {
  return useMutation({ mutationFn: (input: SmsAlertRequest) => requestSmsAlerts(trackingNumber, input) });
}

export function useConfirmSmsAlerts(trackingNumber: string) {
  return useMutation({ mutationFn: (input: SmsAlertConfirm) => confirmSmsAlerts(trackingNumber, input) });
}
