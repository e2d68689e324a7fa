import type { Response } from 'express';
import { currentUser } from '../../lib/auth';
import type { Actor } from '../bookings/bookings.service';

export function actorOf(res: Response): Actor {
  const user = currentUser(res);
  return { id: String(user._id), role: (user.role ?? 'customer') as Actor['role'] };
}
