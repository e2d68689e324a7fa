import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function EditProfilePage() {
  return <PlaceholderScreen title="Edit company profile" />;
}
