import type { ClaimAttachment } from '@meridian/contracts';
import { FileText } from 'lucide-react';
import { useObjectUrl } from '../../../lib/use-object-url';
import { formatDateTime } from '../../../lib/format-date';
import { useClaimAttachmentFile } from '../api/claim-attachment-file';

const isImage = (attachment: ClaimAttachment) => attachment.contentType.startsWith('image/');

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** One file: an image is shown (fetched behind the token), a document links to its bytes. */
function AttachmentItem({ claimId, attachment }: { claimId: string; attachment: ClaimAttachment }) {
  const file = useClaimAttachmentFile(claimId, attachment._id, true);
  const url = useObjectUrl(file.data);
  return (
    <li className="min-w-0 overflow-hidden rounded-lg border border-slate-200 bg-white">
      <a href={url} target="_blank" rel="noreferrer" download={isImage(attachment) ? undefined : attachment.filename} className="block">
        {isImage(attachment) ? (
          url ? (
            <img src={url} alt={attachment.filename} className="h-28 w-full object-cover" />
          ) : (
            <div className="h-28 w-full animate-pulse bg-slate-100" />
          )
        ) : (
          <div className="flex h-28 w-full items-center justify-center bg-slate-50">
            <FileText aria-hidden="true" className="h-10 w-10 text-slate-500" />
          </div>
        )}
        <span className="block truncate px-2 pt-1.5 text-sm font-semibold text-blue-800 underline">{attachment.filename}</span>
      </a>
      <p className="truncate px-2 pb-1.5 text-xs text-slate-700">
        {sizeLabel(attachment.size)} · {attachment.byName} · {formatDateTime(attachment.uploadedAt)}
      </p>
    </li>
  );
}

export function ClaimAttachments({ claimId, attachments, empty }: { claimId: string; attachments: readonly ClaimAttachment[]; empty?: string }) {
  if (attachments.length === 0) return empty ? <p className="text-sm text-slate-700">{empty}</p> : null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="claim-attachments">
      {attachments.map((attachment) => (
        <AttachmentItem key={attachment._id} claimId={claimId} attachment={attachment} />
      ))}
    </ul>
  );
}
