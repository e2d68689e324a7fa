import { DOCUMENT_SNIFF_BYTES, DOCUMENT_TOO_LARGE, DOCUMENT_TYPE_REFUSED, MAX_DOCUMENT_BYTES, sniffDocumentType } from '@meridian/contracts';

function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The same checks the server makes (size, then type by the first bytes), so a wrong file is named at once instead of
 * after an upload; the server still decides.
 */
export async function documentProblem(file: Blob): Promise<string | null> {
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_TOO_LARGE;
  const head = await readBytes(file.slice(0, DOCUMENT_SNIFF_BYTES));
  return sniffDocumentType(head) ? null : DOCUMENT_TYPE_REFUSED;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
