import { MessageCircle } from 'lucide-react';
import { helpTooltip } from '../../content/navigation';

/**
 * A floating help button with a tooltip; clicking does nothing yet. On phones it would float over the cards,
 * so there it sits at the foot of the page, after the footer, instead.
 */
export function HelpButton() {
  return (
    <div className="group fixed bottom-5 right-5 z-40 max-sm:relative max-sm:right-auto max-sm:bottom-auto max-sm:m-4 max-sm:self-end">
      <span
        role="tooltip"
        id="help-tooltip"
        className="pointer-events-none absolute bottom-full right-0 mb-3 whitespace-nowrap rounded-lg bg-slate-900 px-3 py-2 text-sm text-white opacity-0 shadow-lg transition-opacity group-hover:opacity-100 group-focus-within:opacity-100"
      >
        {helpTooltip}
      </span>
      <button
        type="button"
        aria-label="Help"
        aria-describedby="help-tooltip"
        className="grid h-14 w-14 place-items-center rounded-full bg-blue-700 text-white shadow-xl transition hover:bg-blue-800"
      >
        <MessageCircle className="h-6 w-6" aria-hidden="true" />
      </button>
    </div>
  );
}
