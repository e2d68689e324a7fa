import type { UseQueryResult } from '@tanstack/react-query';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { useObjectUrl } from '../../../lib/use-object-url';

/**
 * A proof's signature under its heading, as the console's proof of pickup and proof of delivery both show it: the image
 * (fetched with the token, as a blob), the failure, or a loading line; `unsigned` says why there is none to fetch.
 */
export function SignatureFigure({ label, signer, image, unsigned }: { label: string; signer: string; image: UseQueryResult<Blob>; unsigned?: string }) {
  const url = useObjectUrl(image.data);
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-700">{label}</p>
      {unsigned ? (
        <p className="mt-1 text-sm text-slate-800">{unsigned}</p>
      ) : url ? (
        <img src={url} alt={`Signature of ${signer}`} className="mt-1 max-h-40 w-full rounded-lg border border-slate-200 bg-white object-contain" />
      ) : image.isError ? (
        <p className="mt-1 text-sm text-red-800">{messageOr(image.error, OPS_COPY.signatureFailed)}</p>
      ) : (
        <p role="status" className="mt-1 text-sm text-slate-700">
          Loading signature...
        </p>
      )}
    </div>
  );
}
