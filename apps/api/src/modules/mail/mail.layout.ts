import { brand } from '@meridian/brand';

// Every template is data (blocks), and this one file turns blocks into the HTML and the text part, so escaping and
// absolute links are done in one place and no template can forget them.
type MailBlock =
  | { kind: 'p'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'fields'; rows: Array<[label: string, value: string]> }
  // A quiet link at the end of the message (an unsubscribe): never a button beside the mail's one action.
  | { kind: 'small-link'; text: string; label: string; url: string };

export type MailContent = { subject: string; heading: string; blocks: MailBlock[] };
export type RenderedMail = { subject: string; html: string; text: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** A path ('/tracking?...') becomes a link on APP_BASE_URL; an absolute http(s) URL is kept; anything else is refused. */
function absoluteUrl(url: string, appBaseUrl: string): string {
  if (url.startsWith('/')) return `${appBaseUrl}${url}`;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`refusing a ${parsed.protocol} link in an e-mail`);
  return parsed.toString();
}

const blue = brand.logo.background;

function blockHtml(block: MailBlock, appBaseUrl: string): string {
  switch (block.kind) {
    case 'p':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'code':
      return `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:8px;font-family:monospace">${escapeHtml(block.text)}</p>`;
    case 'button': {
      const href = escapeHtml(absoluteUrl(block.url, appBaseUrl));
      return `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;background:${blue};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#475569">Or paste this link into your browser: ${href}</p>`;
    }
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px">${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'fields':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(([label, value]) => `<tr><td style="padding:4px 16px 4px 0;color:#475569">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`)
        .join('')}</table>`;
    case 'small-link':
      return `<p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(block.text)} <a href="${escapeHtml(absoluteUrl(block.url, appBaseUrl))}" style="color:#64748b">${escapeHtml(block.label)}</a></p>`;
  }
}

function blockText(block: MailBlock, appBaseUrl: string): string {
  switch (block.kind) {
    case 'p':
    case 'code':
      return block.text;
    case 'button':
      return `${block.label}: ${absoluteUrl(block.url, appBaseUrl)}`;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'fields':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'small-link':
      return `${block.text} ${block.label}: ${absoluteUrl(block.url, appBaseUrl)}`;
  }
}

const address = brand.headOffice;
const footerLines = [
  `${brand.legalName}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`,
  `Support ${brand.supportAvailability}: ${brand.phones.support.display} · ${brand.emails.support}`,
];

export function renderLayout(content: MailContent, appBaseUrl: string): RenderedMail {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:8px">
<tr><td style="background:${blue};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:18px;font-weight:700">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(content.heading)}</h1>
${content.blocks.map((block) => blockHtml(block, appBaseUrl)).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;color:#475569">${footerLines.map(escapeHtml).join('<br>')}<br><a href="${escapeHtml(appBaseUrl)}/" style="color:#475569">${escapeHtml(appBaseUrl)}</a></td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [content.heading, '', ...content.blocks.map((block) => `${blockText(block, appBaseUrl)}\n`), '--', brand.name, ...footerLines, `${appBaseUrl}/`].join('\n');
  return { subject: content.subject, html, text };
}
