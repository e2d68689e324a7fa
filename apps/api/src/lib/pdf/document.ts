import { brand } from '@meridian/brand';
import PDFDocument from 'pdfkit';

// The look every document the API draws shares (invoices, receipts, proofs of delivery, temperature reports): one A4
// page size, one margin, the standard fonts (pdfkit embeds nothing for them) and one palette.
export const MARGIN = 50;
export const INK = '#111827';
export const MUTED = '#6b7280';
export const ACCENT = '#1e3a8a';
export const RULE = '#d1d5db';
export const FONT = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';
export const FONT_MONO = 'Courier';

/** A new A4 document whose properties name the company as author. */
export function newPdfDocument(title: string, subject: string): PDFKit.PDFDocument {
  return new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: brand.legalName, Subject: subject } });
}
