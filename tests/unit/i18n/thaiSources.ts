/**
 * The Thai a person can see that is written in code rather than in the dictionaries (issue 39): the PDF
 * renderers, the money and document modules, the e-mail templates, components and islands. Every string
 * and template literal (and JSX or Astro text) with Thai script, read with the TypeScript parser so that
 * comments are left out; a template's `${…}` parts become "{…}" (what fills them is data, not copy). The dictionaries (src/i18n/th) are
 * checked key by key elsewhere; generated data and word lists for line breaking are not copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { hasThai } from './thaiGlossary';

/** Thai letters, not only ฿ (which Unicode puts in the Thai block). */
const THAI_LETTER = /[\u0E01-\u0E3A\u0E40-\u0E5B]/;

const ROOT = new URL('../../../', import.meta.url).pathname;

/** Files whose Thai is not copy: the dictionaries (tested by key), line-breaking data and word lists. */
const NOT_COPY = [
  /^src\/i18n\/th\//,
  /^src\/i18n\/th\.ts$/,
  // English copy (its ฿ is in the Thai block, but it is English).
  /^src\/i18n\/en\//,
  /\.generated\.ts$/,
  /^src\/i18n\/lineBreaks\.ts$/,
  /^src\/i18n\/thaiHtml\.ts$/,
  // Keyword lists the wizard matches a client's description against, not text shown to anyone.
  /^src\/domain\/plan\/keywords\.ts$/,
  /^src\/islands\/wizard\/context\.ts$/,
  // The slug of a Thai title and the AI's prompt: input to a machine.
  /^src\/domain\/blog\/(?:slug|generation)\.ts$/,
];

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return walk(path);
    return /\.(?:ts|tsx|astro)$/.test(entry.name) ? [path] : [];
  });
}

function literals(code: string, tsx: boolean): string[] {
  const source = ts.createSourceFile('x.tsx', code, ts.ScriptTarget.Latest, true, tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      found.push(node.head.text + node.templateSpans.map((span) => `{…}${span.literal.text}`).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** An Astro file: its frontmatter as TypeScript, and the text between tags of its markup. */
function astroTexts(code: string): string[] {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(code);
  const [frontmatter, markup] = match ? [match[1]!, match[2]!] : ['', code];
  const text = markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .split(/<[^>]*>|\{[^{}]*\}/)
    .map((part) => part.replace(/\s+/g, ' ').trim());
  return [...literals(frontmatter, false), ...text];
}

/** Every Thai text in `src/`, outside the dictionaries, with the file it is in. */
export function thaiInSources(): { file: string; text: string }[] {
  const files = walk('src').filter((file) => !NOT_COPY.some((pattern) => pattern.test(file)));
  return files.flatMap((file) => {
    const code = readFileSync(join(ROOT, file), 'utf8');
    if (!THAI_LETTER.test(code)) return [];
    const texts = file.endsWith('.astro') ? astroTexts(code) : literals(code, file.endsWith('.tsx'));
    return texts
      .filter((text) => hasThai(text) && THAI_LETTER.test(text))
      .map((text) => ({ file: relative(ROOT, join(ROOT, file)), text }));
  });
}
