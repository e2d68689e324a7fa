import type { Claim } from '@meridian/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { CLAIMS_COPY } from '../../../content/claims';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { usePostClaimMessage } from '../api/post-claim-message';
import { Card } from './card';
import { ClaimAttachments } from './claim-attachments';
import { FilePicker } from './file-picker';

/** The reply box: a message with files; staff may send it as a request for information. */
function ReplyBox({ claim, staff }: { claim: Claim; staff: boolean }) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [requestInfo, setRequestInfo] = useState(false);
  const [error, setError] = useState<string>();
  const mutation = usePostClaimMessage(claim._id);
  const send = () => {
    if (body.trim() === '') {
      setError('Message is required');
      return;
    }
    setError(undefined);
    mutation.mutate(
      { input: staff && requestInfo ? { body, requestInfo: true } : { body }, files },
      {
        onSuccess: () => {
          setBody('');
          setFiles([]);
          setRequestInfo(false);
        },
      },
    );
  };
  return (
    <form
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor="claim-reply" className="block text-sm font-semibold text-slate-800">
        {staff ? CLAIMS_COPY.staffReply : CLAIMS_COPY.reply}
      </label>
      <textarea
        id="claim-reply"
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={Boolean(error)}
        className={inputClass(Boolean(error))}
      />
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      <FilePicker files={files} onChange={setFiles} label={CLAIMS_COPY.attach} />
      {staff && (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" checked={requestInfo} onChange={(event) => setRequestInfo(event.target.checked)} className="mt-0.5 h-4 w-4 accent-blue-700" />
          <span>
            <span className="font-semibold text-slate-900">{CLAIMS_COPY.requestInfo}</span>
            <span className="block text-slate-700">{CLAIMS_COPY.requestInfoHint}</span>
          </span>
        </label>
      )}
      {mutation.isError && <Alert tone="error">{messageOr(mutation.error, CLAIMS_COPY.sendFailed)}</Alert>}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? CLAIMS_COPY.sending : CLAIMS_COPY.send}
      </Button>
    </form>
  );
}

/** The conversation between the customer and the carrier; `canReply` is false once the claim is closed or for a viewer. */
export function ClaimThread({ claim, staff, canReply }: { claim: Claim; staff: boolean; canReply: boolean }) {
  return (
    <Card title={CLAIMS_COPY.threadTitle} testId="claim-thread">
      {claim.messages.length === 0 ? (
        <p className="text-sm text-slate-700">{CLAIMS_COPY.noMessages}</p>
      ) : (
        <ol className="space-y-3">
          {claim.messages.map((message) => (
            <li
              key={message._id}
              className={`rounded-xl p-3.5 ${message.fromStaff ? 'bg-blue-50 ring-1 ring-blue-100 sm:mr-10' : 'bg-slate-50 ring-1 ring-slate-200 sm:ml-10'}`}
              data-testid="claim-message"
            >
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold text-slate-900">{message.byName}</span>
                {message.fromStaff && <Badge className="bg-blue-700 text-white">{CLAIMS_COPY.staffTag}</Badge>}
                <span className="text-slate-700">{formatDateTime(message.at)}</span>
              </p>
              <p className="mt-1.5 whitespace-pre-wrap break-words text-slate-900">{message.body}</p>
              {message.attachments.length > 0 && (
                <div className="mt-3">
                  <ClaimAttachments claimId={claim._id} attachments={message.attachments} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {canReply && <ReplyBox claim={claim} staff={staff} />}
    </Card>
  );
}
