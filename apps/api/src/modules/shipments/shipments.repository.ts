import mongoose from 'mongoose';
import { UserModel, type UserDoc } from '../users/users.service';

const { ObjectId } = mongoose.Types;

export function findUser(id: string): Promise<UserDoc | null> {
  return UserModel.findById(new ObjectId(id)).lean<UserDoc>().exec();
}
