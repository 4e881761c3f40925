/**
 * The text layer of a Thai PDF: what a reader copies or searches must be exactly the Thai printed
 * (issue 37, decision 0069). pdfkit gets it wrong in two ways, both fixed here:
 *
 * 1. Its ToUnicode map gives each glyph the code points of the first place it was used. Noto Sans Thai
 *    draws SARA AM (ำ) as two glyphs, NIKHAHIT and SARA AA, and fontkit gives the first the whole ำ and
 *    the second nothing; so a page that used ำ before า lost every า ("ภ ษี"), and one that used า first
 *    read ำ as "ำา". `mapGlyphsToTheirCharacters` gives every glyph the font's own character for it
 *    when the font has one (ํ and า; a ligature or contextual form keeps what the layout said), so
 *    every glyph maps to Unicode (PDF/A level U) and a plain extraction reads ํา, ำ's compatibility
 *    decomposition.
 * 2. Thai marks sit at their own positions, so a reader that orders glyphs by position puts a tone mark
 *    after the vowel that follows it ("ผูเ้ สีย"). `actualText` wraps each drawn run in a marked-content
 *    span whose /ActualText is the run's text (ISO 32000-1 14.9.4): readers that honour it (Acrobat,
 *    poppler's pdftotext, PDFium) give back the run exactly, ำ included.
 */
type Doc = PDFKit.PDFDocument;

interface FontkitCmap {
  codePointsForGlyph(gid: number): number[];
}
/** pdfkit's embedded font, as far as these fixes read it (pdfkit 0.17+, fontkit 2). */
interface EmbeddedFontInternals {
  subset?: { glyphs: number[] };
  unicode?: number[][];
  font?: { _cmapProcessor?: FontkitCmap };
}

/** Draws with `drawText` inside a span whose ActualText is `text` (only when it holds Thai). */
export function actualText(doc: Doc, text: string, drawText: () => void): void {
  if (!/[\u0e00-\u0e7f]/.test(text)) {
    drawText();
    return;
  }
  doc.markContent('Span', { actual: text });
  drawText();
  doc.endMarkedContent();
}

/** Corrects the ToUnicode maps of every embedded font; call once, just before doc.end(). */
export function mapGlyphsToTheirCharacters(doc: Doc): void {
  const families = (doc as unknown as { _fontFamilies?: Record<string, EmbeddedFontInternals> })._fontFamilies ?? {};
  for (const font of Object.values(families)) {
    const cmap = font.font?._cmapProcessor;
    if (!font.subset || !font.unicode || !cmap) continue;
    font.unicode.forEach((codePoints, gid) => {
      const original = font.subset!.glyphs[gid];
      if (original === undefined) return;
      const own = cmap.codePointsForGlyph(original);
      if (own.length === 0) return;
      // The layout's character when it is one of the glyph's own (a space stays a space, not NBSP).
      if (codePoints.length === 1 && own.includes(codePoints[0]!)) return;
      font.unicode![gid] = [own[0]!];
    });
  }
}
