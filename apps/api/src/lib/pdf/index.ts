// PDF primitives shared by every document the API draws; the documents themselves live with their modules.
export { renderToBuffer } from './buffer';
export { formatUtc } from './dates';
export { ACCENT, FONT, FONT_BOLD, FONT_MONO, INK, MARGIN, MUTED, newPdfDocument, RULE,  } from './document';
export { drawLetterhead, drawTitledHeader } from './header';
export { drawRows, type PdfRow } from './rows';
export { drawQr } from './qr';
