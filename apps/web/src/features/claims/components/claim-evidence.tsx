import { PIECE_CONDITION_LABELS, type ClaimEvidence } from '@meridian/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { CLAIMS_COPY } from '../../../content/claims';
import { formatDateTime } from '../../../lib/format-date';
import { Card } from './card';

const CONDITION_CLASSES = { ok: 'bg-green-100 text-green-900', damaged: 'bg-red-100 text-red-900', missing: 'bg-amber-100 text-amber-950' } as const;

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{value}</dd>
    </div>
  );
}

function Block({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <div className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0" data-testid={testId}>
      <h3 className="font-semibold text-blue-800">{title}</h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}

/** What the product recorded of the shipment, frozen when the claim was opened: customers and operators see the same. */
export function ClaimEvidenceCard({ evidence, pieceCount }: { evidence: ClaimEvidence; pieceCount?: number }) {
  const { proofOfDelivery, proofOfPickup, pieces, temperature, timeline } = evidence;
  return (
    <Card title={CLAIMS_COPY.evidenceTitle} testId="claim-evidence">
      <p className="-mt-2 mb-4 text-sm text-slate-700">
        {CLAIMS_COPY.evidenceIntro} ({formatDateTime(evidence.frozenAt)})
      </p>
      <div className="space-y-4">
        {proofOfDelivery && (
          <Block title={CLAIMS_COPY.proofOfDelivery} testId="evidence-pod">
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact label={CLAIMS_COPY.receivedBy} value={proofOfDelivery.receiverName} />
              <Fact label={CLAIMS_COPY.deliveredAt} value={`${formatDateTime(proofOfDelivery.deliveredAt)}${proofOfDelivery.place ? `, ${proofOfDelivery.place}` : ''}`} />
              <div className="sm:col-span-2">
                <Fact
                  label={CLAIMS_COPY.reservations}
                  value={
                    proofOfDelivery.reservations ? (
                      <span className="text-red-800" data-testid="evidence-reservations">
                        {proofOfDelivery.reservations}
                      </span>
                    ) : (
                      <span className="font-normal text-slate-700">{CLAIMS_COPY.noReservations}</span>
                    )
                  }
                />
              </div>
            </dl>
          </Block>
        )}
        {proofOfPickup && (
          <Block title={CLAIMS_COPY.proofOfPickup} testId="evidence-pickup">
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact label={CLAIMS_COPY.handedOverBy} value={proofOfPickup.senderName} />
              <Fact label="Picked up" value={`${formatDateTime(proofOfPickup.pickedUpAt)}${proofOfPickup.place ? `, ${proofOfPickup.place}` : ''}`} />
            </dl>
          </Block>
        )}
        {pieces.length > 0 && (
          <Block title={CLAIMS_COPY.pieceScans} testId="evidence-pieces">
            <ul className="space-y-3">
              {pieces.map((piece) => (
                <li key={piece.sscc} className="rounded-lg bg-slate-50 p-3">
                  <p className="font-semibold text-slate-900">
                    {pieceCount ? CLAIMS_COPY.pieceLabel(piece.index, pieceCount) : `Piece ${piece.index}`} · {piece.weightKg} kg
                  </p>
                  <p className="font-mono text-xs break-all text-slate-700">SSCC {piece.sscc}</p>
                  <ul className="mt-2 space-y-1.5">
                    {piece.scans.map((scan) => (
                      <li key={`${scan.stage}-${scan.at}`} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                        <span className="font-medium text-slate-900 capitalize">{scan.stage}</span>
                        <Badge className={CONDITION_CLASSES[scan.condition]}>{PIECE_CONDITION_LABELS[scan.condition]}</Badge>
                        <span className="text-slate-700">{formatDateTime(scan.at)}</span>
                        {scan.note && <span className="w-full text-slate-800">“{scan.note}”</span>}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </Block>
        )}
        {temperature && (
          <Block title={CLAIMS_COPY.temperature} testId="evidence-temperature">
            {temperature.excursions.length === 0 ? (
              <p className="text-sm text-slate-700">{CLAIMS_COPY.noExcursions}</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {temperature.excursions.map((excursion) => (
                  <li key={excursion.id} className="text-slate-900">
                    <span className="font-semibold text-red-800">
                      {excursion.direction === 'above' ? 'Above' : 'Below'} band, peak {excursion.peakCelsius} °C
                    </span>{' '}
                    {formatDateTime(excursion.openedAt)} to {excursion.closedAt ? formatDateTime(excursion.closedAt) : 'still open'}
                  </li>
                ))}
              </ul>
            )}
            {temperature.digest && (
              <p className="mt-2 text-sm">
                <Link to={`/verify/${temperature.digest}`} className="font-semibold text-blue-800 underline underline-offset-2">
                  {CLAIMS_COPY.verifyDigest}
                </Link>{' '}
                <span className="font-mono text-xs break-all text-slate-700">{temperature.digest.slice(0, 16)}…</span>
              </p>
            )}
          </Block>
        )}
        {timeline.length > 0 && (
          <Block title={CLAIMS_COPY.timeline} testId="evidence-timeline">
            <ol className="space-y-2 border-l-2 border-slate-200 pl-4">
              {[...timeline].reverse().map((entry) => (
                <li key={`${entry.status}-${entry.at}`} className="text-sm">
                  <p className="font-semibold text-slate-900 capitalize">{(entry.milestone ?? entry.status).replace(/-/g, ' ')}</p>
                  <p className="text-slate-700">
                    {formatDateTime(entry.at)}
                    {entry.place ? ` · ${entry.place}` : ''}
                  </p>
                  {entry.note && <p className="text-slate-800">“{entry.note}”</p>}
                </li>
              ))}
            </ol>
          </Block>
        )}
      </div>
    </Card>
  );
}
