import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { FaqItem } from '../../../content/pricing';

/** One item open at a time; clicking the open one closes it; all closed at first. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <li key={item.question}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold text-slate-900 hover:bg-slate-50"
              >
                {item.question}
                <ChevronDown className={`h-5 w-5 shrink-0 text-slate-600 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-6 pb-5 leading-7 text-slate-700">
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
