/**
 * How one document cites another (issue 39, round-3 review item 15, and the glossary's form rules): by
 * its number (QT-2569-0002), never by an internal id, so an accountant can match the two.
 */

/** "อ้างอิงใบเสนอราคาเลขที่ QT-2569-0002" / "quotation QT-2569-0002"; null without a number. */
export function quotationReference(number: string | null | undefined): { th: string; en: string } | null {
  return number ? { th: `อ้างอิงใบเสนอราคาเลขที่ ${number}`, en: `quotation ${number}` } : null;
}
