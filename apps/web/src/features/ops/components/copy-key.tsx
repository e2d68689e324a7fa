import { CopySecret } from '../../../components/ui/copy-secret';

/** The one moment a device key is visible: copy it, with feedback, or select it by hand. */
export function CopyKey({ value }: { value: string }) {
  return <CopySecret value={value} what="key" testId="issued-key" />;
}
