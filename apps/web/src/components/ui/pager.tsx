import { pageList } from '@meridian/contracts';

interface PagerProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

const pageButton = 'min-w-10 rounded-lg border px-3 py-2 text-sm font-semibold';

/** The pager; shown only when there is more than one page. */
export function Pager({ currentPage, totalPages, onPageChange }: PagerProps) {
  if (totalPages <= 1) return null;
  const items = pageList(currentPage, totalPages);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={`${pageButton} border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50`}
        disabled={currentPage <= 1}
        onClick={() => onPageChange(currentPage - 1)}
      >
        Previous
      </button>
      {items.map((item, index) =>
        item === 'ellipsis' ? (
          <span key={`ellipsis-${index}`} className="px-1 text-slate-700" aria-hidden="true">
            ...
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={`Page ${item}`}
            aria-current={item === currentPage ? 'page' : undefined}
            className={`${pageButton} ${
              item === currentPage ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
            }`}
            onClick={() => onPageChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${pageButton} border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50`}
        disabled={currentPage >= totalPages}
        onClick={() => onPageChange(currentPage + 1)}
      >
        Next
      </button>
    </nav>
  );
}
