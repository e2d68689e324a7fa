import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';

/** The one moment a key (a device key, an API key) is visible: copy it, with feedback, or select it by hand. */
export function CopyKey({ value }: { value: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-stretch">
        <code data-testid="issued-key" className="block min-w-0 flex-1 rounded-lg bg-slate-900 px-3 py-2.5 font-mono text-sm break-all text-white select-all">
          {value}
        </code>
        <Button variant="secondary" className="px-4 py-2" onClick={() => void copy()}>
          {state === 'copied' ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
          {state === 'copied' ? 'Copied' : 'Copy key'}
        </Button>
      </div>
      <p role="status" className="mt-1 text-sm text-slate-700">
        {state === 'copied' ? 'The key is on your clipboard.' : state === 'failed' ? 'Copying is blocked here: select the key and copy it by hand.' : ''}
      </p>
    </div>
  );
}
