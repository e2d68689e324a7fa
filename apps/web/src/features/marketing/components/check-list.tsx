import { CheckCircle2 } from 'lucide-react';

/** A list of short points, each behind a green tick (service features, examples, shipment steps). */
export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 text-sm ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2">
          <CheckCircle2 className="h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
