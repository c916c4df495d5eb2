/**
 * The form of a payment label that run ids and batch ids hash: Unicode NFC, trimmed, inner whitespace collapsed to
 * one space, lower-cased — so "December payroll " and "december  payroll" are one label (`run.label` keeps the
 * member's text for display).
 */
export function normalizeLabel(label: string): string {
  return label.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
}
