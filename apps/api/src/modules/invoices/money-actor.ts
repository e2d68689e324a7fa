import type { UserRole } from '@meridian/contracts';
import type { Response } from 'express';
import { currentUser } from '../../lib/auth';
import type { MoneyActor } from './invoices.service';

export function moneyActor(res: Response): MoneyActor {
  const user = currentUser(res);
  return { id: String(user._id), role: (user.role ?? 'customer') as UserRole };
}
