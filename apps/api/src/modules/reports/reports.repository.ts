import mongoose from 'mongoose';
import { UserModel } from '../users/users.service';

const { ObjectId } = mongoose.Types;

/** Staff's customer filter: an account id or an e-mail; only customers are reported on. */
export async function findCustomerId(customer: string): Promise<string | null> {
  const filter = ObjectId.isValid(customer) && /^[0-9a-f]{24}$/i.test(customer) ? { _id: new ObjectId(customer) } : { email: customer.toLowerCase() };
  const user = await UserModel.findOne(filter).select({ _id: 1, role: 1 }).lean<{ _id: mongoose.Types.ObjectId; role?: string }>().exec();
  return user && (user.role ?? 'customer') === 'customer' ? String(user._id) : null;
}
