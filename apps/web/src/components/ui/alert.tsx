import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';

export type AlertTone = 'info' | 'success' | 'error';

const TONES: Record<AlertTone, { box: string; icon: typeof Info; role: 'alert' | 'status' }> = {
  info: { box: 'border-blue-300 bg-blue-50 text-blue-900', icon: Info, role: 'status' },
  success: { box: 'border-green-300 bg-green-50 text-green-900', icon: CheckCircle2, role: 'status' },
  error: { box: 'border-red-300 bg-red-50 text-red-900', icon: AlertCircle, role: 'alert' },
};

/**
 * The one banner for feedback (info, success, error). Errors are announced at once (role=alert); the others
 * politely (role=status). `action` is a button or link shown after the text, e.g. Retry.
 */
export function Alert({
  tone,
  title,
  action,
  children,
  className = '',
  id,
}: {
  tone: AlertTone;
  title?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}) {
  const { box, icon: Icon, role } = TONES[tone];
  return (
    <div id={id} role={role} className={`flex gap-3 rounded-lg border px-4 py-3 text-sm ${box} ${className}`}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-1' : 'font-medium'}>{children}</div>}
        {action && <div className="mt-3">{action}</div>}
      </div>
    </div>
  );
}
