import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function BlogPage() {
  return <PlaceholderScreen title="Blog" />;
}
