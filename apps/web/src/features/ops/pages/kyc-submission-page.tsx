import { BUSINESS_TYPE_LABELS, COUNTRY_LABELS, type KycSubmission, type ReviewStatus } from '@meridian/contracts';
import { ArrowLeft, CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDecideKyc, useKycSubmission } from '../api/kyc';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';
import { formatDateTime } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { Card } from '../components/card';
import { KycDocumentViewer } from '../components/kyc-document-viewer';
import { KycApproveDialog } from '../components/kyc-approve-dialog';
import { KycRejectDialog } from '../components/kyc-reject-dialog';

const STATUS_BADGES: Record<ReviewStatus, { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'bg-slate-100 text-slate-800' },
  pending: { label: 'Pending review', className: 'bg-amber-100 text-amber-900' },
  approved: { label: 'Approved', className: 'bg-green-100 text-green-900' },
  rejected: { label: 'Rejected', className: 'bg-red-100 text-red-900' },
};

function Details({ submission }: { submission: KycSubmission }) {
  const rows: [string, string | undefined][] = [
    ['Business type', submission.businessType && BUSINESS_TYPE_LABELS[submission.businessType]],
    ['Registration number', submission.registrationNumber],
    ['Tax ID', submission.taxId],
    ['Address', [submission.address, submission.city, submission.state, submission.zipCode].filter(Boolean).join(', ')],
    ['Country', submission.country && COUNTRY_LABELS[submission.country]],
    ['Contact person', submission.contactPerson],
    ['Phone', submission.phoneNumber],
    ['Business e-mail', submission.businessEmail],
    ['Website', submission.website || '—'],
    ['Account', `${submission.owner.firstName} ${submission.owner.lastName} (${submission.owner.email})`],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-medium break-words text-slate-900">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function History({ submission }: { submission: KycSubmission }) {
  if (submission.reviewHistory.length === 0) return <p className="text-sm text-slate-700">No decision yet.</p>;
  return (
    <ol className="space-y-3 text-sm">
      {[...submission.reviewHistory].reverse().map((entry) => (
        <li key={entry.decidedAt} className="rounded-lg border border-slate-200 px-3 py-2">
          <p className="font-semibold text-slate-900">
            {entry.decision === 'approved' ? 'Approved' : 'Rejected'} by {entry.reviewer?.name ?? 'an operator'}
          </p>
          <p className="text-slate-700">{formatDateTime(entry.decidedAt)}</p>
          {entry.reasons.length > 0 && <p className="mt-1 text-slate-800">{entry.reasons.join('; ')}</p>}
          {entry.note && <p className="mt-1 text-slate-800 italic">“{entry.note}”</p>}
        </li>
      ))}
    </ol>
  );
}

/** /ops/kyc/{profileId}: the submission with its documents inline, Approve, and Reject with reasons (decision 0029). */
export function KycSubmissionPage() {
  const { profileId = '' } = useParams();
  const query = useKycSubmission(profileId);
  const decide = useDecideKyc();
  const { user } = useAuth();
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const [done, setDone] = useState<string>();
  const submission = query.data;
  usePageTitle(submission?.companyName ? `KYC: ${submission.companyName}` : 'KYC submission');

  if (query.isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-700">
        Loading the submission...
      </p>
    );
  }
  if (!submission) {
    return (
      <Alert tone="error" action={<Button variant="secondary" onClick={() => void query.refetch()}>Try again</Button>}>
        {messageOr(query.error, OPS_COPY.kycSubmissionFailed)}
      </Alert>
    );
  }

  const ownCompany = submission.owner._id === user?._id;
  const canDecide = submission.reviewStatus === 'pending' && !ownCompany;
  const status = STATUS_BADGES[submission.reviewStatus];
  const approve = ({ note }: { note?: string }) =>
    decide.mutate(
      { id: submission._id, decision: 'approve', ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          setApproving(false);
          setDone(`${submission.companyName} is approved and verified.`);
        },
      },
    );

  return (
    <>
      <Link to="/ops/kyc" className="inline-flex items-center gap-1.5 text-sm font-semibold text-blue-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> KYC queue
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-slate-900 sm:text-3xl">
            {submission.companyName ?? 'Unnamed company'} <Badge className={status.className}>{status.label}</Badge>
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            {submission.submittedAt ? `Submitted ${formatDateTime(submission.submittedAt)}` : 'Not submitted'}
            {submission.resubmission && ' · resubmission'}
          </p>
        </div>
        {canDecide && (
          <div className="flex flex-wrap gap-3">
            <Button variant="danger" onClick={() => setRejecting(true)} disabled={decide.isPending}>
              <XCircle aria-hidden="true" className="h-5 w-5" /> Reject
            </Button>
            <Button onClick={() => setApproving(true)} disabled={decide.isPending}>
              <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> Approve
            </Button>
          </div>
        )}
      </div>
      {ownCompany && (
        <Alert tone="info" className="mt-4">
          This is your own company: another operator must review it.
        </Alert>
      )}
      {done && (
        <Alert tone="success" className="mt-4">
          {done}
        </Alert>
      )}
      {decide.isError && !rejecting && !approving && (
        <Alert tone="error" className="mt-4">
          {messageOr(decide.error, OPS_COPY.kycDecisionFailed)}
        </Alert>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card title="Documents">
            <div className="space-y-5">
              {submission.documents.length === 0 && <p className="text-sm text-slate-700">No documents uploaded.</p>}
              {submission.documents.map((document) => (
                <KycDocumentViewer key={`${document.kind}-${document.version}`} profileId={submission._id} document={document} />
              ))}
            </div>
          </Card>
        </div>
        <div className="space-y-6">
          <Card title="Company">
            <Details submission={submission} />
          </Card>
          <Card title="Decisions">
            <History submission={submission} />
          </Card>
        </div>
      </div>
      <KycApproveDialog
        open={approving}
        companyName={submission.companyName ?? 'this company'}
        busy={decide.isPending}
        error={decide.isError ? messageOr(decide.error, OPS_COPY.kycDecisionFailed) : undefined}
        onClose={() => {
          setApproving(false);
          decide.reset();
        }}
        onApprove={approve}
      />
      <KycRejectDialog
        open={rejecting}
        companyName={submission.companyName ?? 'this company'}
        busy={decide.isPending}
        error={decide.isError ? messageOr(decide.error, OPS_COPY.kycDecisionFailed) : undefined}
        onClose={() => {
          setRejecting(false);
          decide.reset();
        }}
        onReject={({ reasons, note }) =>
          decide.mutate(
            { id: submission._id, decision: 'reject', reasons, ...(note ? { note } : {}) },
            {
              onSuccess: () => {
                setRejecting(false);
                setDone(`${submission.companyName} was sent back with ${reasons.length} reason${reasons.length === 1 ? '' : 's'}.`);
              },
            },
          )
        }
      />
    </>
  );
}
