import type { Response } from 'express';
import type { Envelope, ErrorBody } from '@meridian/contracts';

export function sendData<T>(res: Response, status: number, message: string, data: T): void {
  const body: Envelope<T> = { error: false, message, data };
  res.status(status).json(body);
}

export function errorBody(message: string, fields?: Record<string, string>, code?: string): ErrorBody {
  return {
    error: true,
    message,
    msg: message,
    ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
    ...(code ? { code } : {}),
  };
}
