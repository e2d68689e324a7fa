// GET /bookings/{id}/labels.pdf and /labels.zpl (decision 0101), through the one download path for files behind the token.
import { labelsFilename, type LabelFormat } from '@meridian/contracts';
import { downloadFile } from '../../lib/download-file';

type Labelled = { _id: string; trackingNumber?: string | null };

export async function downloadLabels(booking: Labelled, format: LabelFormat): Promise<void> {
  const id = encodeURIComponent(booking._id);
  if (format === 'zpl') await downloadFile(`/bookings/${id}/labels.zpl`, labelsFilename(booking, 'zpl'), 'application/zpl');
  else await downloadFile(`/bookings/${id}/labels.pdf`, labelsFilename(booking, 'pdf'));
}
