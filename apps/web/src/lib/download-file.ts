// Files the API serves behind the token (invoice and receipt PDFs, report CSVs): a plain link cannot send the Bearer header, so the
// bytes are fetched with it and handed to the browser as a download, named as the server's Content-Disposition says.
import { API_BASE, ApiError, errorMessageFrom } from './api-client';
import { TOKEN_KEY } from './storage-keys';

/** The file name a Content-Disposition header gives (RFC 6266 filename* first), if any. */
export function fileNameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || undefined;
}

/** Downloads the file at an API path; resolves with the name it was saved under. */
export async function downloadFile(path: string, fallbackName: string, accept = 'application/pdf'): Promise<string> {
  const token = localStorage.getItem(TOKEN_KEY);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch {
    throw new ApiError('Network request failed', { isNetworkError: true });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(errorMessageFrom(body), { status: response.status, body });
  }
  const name = fileNameFrom(response.headers.get('Content-Disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
