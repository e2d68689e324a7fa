import { REQUIRED_DOCUMENTS, type CompanyDocument } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import { getCompanyDocument } from '../../../api/company-profile';
import { kycKeys } from '../api/kyc';
import { Alert } from '../../../components/ui/alert';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useObjectUrl } from '../../../lib/use-object-url';

/**
 * A document read inline (decision 0029). The file sits behind the operator's token, so it comes as a blob; a PDF shows in
 * an iframe (the browser's own viewer), an image as an image.
 */
export function KycDocumentViewer({ profileId, document }: { profileId: string; document: CompanyDocument }) {
  const label = REQUIRED_DOCUMENTS.find((d) => d.kind === document.kind)?.label ?? document.kind;
  const query = useQuery({
    queryKey: [...kycKeys.all, 'document', profileId, document.kind, document.version],
    queryFn: () => getCompanyDocument(document.kind, { profileId, version: document.version }),
    staleTime: Infinity,
  });
  const url = useObjectUrl(query.data);
  return (
    <figure className="overflow-hidden rounded-xl ring-1 ring-slate-200">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm">
        <span className="font-semibold text-slate-900">{label}</span>
        <span className="text-slate-700">
          {document.fileName} · v{document.version} · {formatDateTime(document.uploadedAt)}
          {url && (
            <>
              {' · '}
              <a href={url} target="_blank" rel="noreferrer" className="font-semibold text-blue-800 underline">
                Open
              </a>
            </>
          )}
        </span>
      </figcaption>
      <div className="bg-slate-100">
        {query.isError ? (
          <Alert tone="error" className="m-4">
            {messageOr(query.error, OPS_COPY.kycDocumentFailed)}
          </Alert>
        ) : !url ? (
          <p role="status" className="p-6 text-center text-sm text-slate-700">
            Loading {label}...
          </p>
        ) : document.contentType === 'application/pdf' ? (
          // The viewer opens on the page at full width, without the thumbnail pane that squeezes it.
          <iframe title={label} src={`${url}#navpanes=0&view=FitH`} className="h-80 w-full bg-white sm:h-[28rem]" />
        ) : (
          <img src={url} alt={label} className="mx-auto max-h-[28rem] w-auto object-contain" />
        )}
      </div>
      {document.history.length > 0 && (
        <p className="border-t border-slate-200 px-4 py-2 text-xs text-slate-700">
          Replaces {document.history.map((h) => `v${h.version} ${h.fileName} (${formatDateTime(h.uploadedAt)})`).join(', ')}
        </p>
      )}
    </figure>
  );
}
