import { documentFonts } from '../../../shared/documents/fonts.js';
import type { DocumentTranslate } from '../../../shared/documents/letterhead.js';
import { contentWidth, pdfColours, type Pdf } from '../../../shared/documents/pdf-layout.js';
import type { UnitHoldEntry } from './unit-holds.js';

/**
 * The unit's processing holds on its certificate, oldest first: why the provider held it and
 * what the customer answered (or that the answer is awaited), each a block never split across
 * pages. Nothing when the unit was never held.
 */
export function drawUnitHolds(
  doc: Pdf,
  t: DocumentTranslate,
  holds: readonly UnitHoldEntry[],
  formatMoment: (date: Date) => string,
) {
  if (!holds.length) return;
  const left = doc.page.margins.left;
  doc.moveDown(1.2).font(documentFonts.bold).fontSize(11).fillColor(pdfColours.ink);
  doc.text(t('unitCustody.holds.heading'), left, doc.y);
  doc.moveDown(0.4);
  for (const hold of holds) {
    if (doc.y + 50 > doc.page.height - doc.page.margins.bottom - 14) doc.addPage();
    const top = doc.y;
    doc.moveTo(left, top).lineTo(left + contentWidth, top);
    doc.lineWidth(0.5).strokeColor(pdfColours.rule).stroke();
    doc.font(documentFonts.bold).fontSize(9).fillColor(pdfColours.ink);
    doc.text(
      t('unitCustody.holds.placed', {
        date: formatMoment(hold.placed_at),
        reason: t(`unitCustody.holds.reasons.${hold.reason}`),
      }),
      left,
      top + 5,
      { width: contentWidth },
    );
    doc.font(documentFonts.regular).fontSize(8).fillColor(pdfColours.ink);
    const lines: string[] = [];
    if (hold.note) lines.push(t('unitCustody.holds.note', { note: hold.note }));
    if (hold.answered_at) {
      const answer = hold.state === 'destroy_requested' ? 'destroyRequested' : 'released';
      lines.push(
        t(`unitCustody.holds.${answer}`, {
          name: hold.answered_by ?? t('unitCustody.holds.customer'),
          date: formatMoment(hold.answered_at),
        }),
      );
      if (hold.answer_note)
        lines.push(t('unitCustody.holds.answerNote', { note: hold.answer_note }));
    } else {
      lines.push(t('unitCustody.holds.open', { date: formatMoment(hold.respond_by) }));
    }
    doc.y += 2;
    for (const line of lines) doc.text(line, left, doc.y, { width: contentWidth });
    doc.y += 6;
  }
}
