/**
 * The page a document's blocks are drawn on, top to bottom: where the text column starts and how wide it
 * is, the cursor `y`, and the rule that a block which does not fit below the cursor moves whole onto a
 * continuation page, under the document's repeated header.
 */
import { LINE, type Doc } from './text';

export const A4 = { width: 595.28, height: 841.89, margin: 40 };

export interface PageSize {
  width: number;
  height: number;
  margin: number;
}

export class Sheet {
  readonly left: number;
  readonly width: number;
  /** Room left on the page: the footer (page x/y) sits below this line. */
  readonly bottom: number;
  /** Where the next block starts. */
  y: number;
  /** Draws the header a continuation page repeats from the top margin; returns the y under it. */
  continuationHeader: () => number;

  constructor(
    readonly doc: Doc,
    readonly page: PageSize = A4,
    footerRoom = 14,
  ) {
    this.left = page.margin;
    this.width = page.width - 2 * page.margin;
    this.bottom = page.height - page.margin - footerRoom;
    this.y = page.margin;
    this.continuationHeader = () => page.margin;
  }

  /** Where "page x of y" goes, for finishPdf(). */
  get footer(): { left: number; width: number; y: number } {
    return { left: this.left, width: this.width, y: this.page.height - this.page.margin - 4 };
  }

  /** Starts a new page when `height` does not fit below y; `after` redraws what must head it (the table's columns). */
  room(height: number, after?: () => void): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = this.continuationHeader();
    after?.();
  }

  /** The y to draw `height` at: `at` when it fits above the footer, else the top of a new continuation page. */
  fit(at: number, height: number): number {
    if (at + height <= this.bottom) return at;
    this.doc.addPage();
    return this.continuationHeader();
  }

  /** A full-width rule at `y`. */
  rule(y: number, weight: number, color = LINE): void {
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .strokeColor(color)
      .lineWidth(weight)
      .stroke();
  }
}
