import { brand } from '@meridian/brand';
import PDFDocument from 'pdfkit';

// The look every document the API draws shares (invoices, receipts, proofs of delivery, temperature reports): one A4
// page size, one margin, the standard fonts (pdfkit embeds nothing for them) and one palette. Labels (decision 0101)
// keep the fonts and palette on their own 4 x 6 in page.
export const MARGIN = 50;
export const INK = '#111827';
export const MUTED = '#6b7280';
export const ACCENT = '#1e3a8a';
export const RULE = '#d1d5db';
export const FONT = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';
export const FONT_MONO = 'Courier';

export type PageLayout = { size: string | [number, number]; margin: number; autoFirstPage?: boolean };
const A4: PageLayout = { size: 'A4', margin: MARGIN };

/** A new document (A4 unless told otherwise) whose properties name the company as author. */
export function newPdfDocument(title: string, subject: string, layout: PageLayout = A4): PDFKit.PDFDocument {
  return new PDFDocument({ ...layout, info: { Title: title, Author: brand.legalName, Subject: subject } });
}
