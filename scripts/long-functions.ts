// Lists every function over 100 lines in src and netlify/functions (issue 36 point 3): `npx tsx scripts/long-functions.ts`;
// `-- 80 src/server/billing/rendering` lists those over 80 lines under one folder.
import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
const [limitArg, under] = process.argv.slice(2);
const limit = Number(limitArg ?? 100);
const files: string[] = [];
const walk = (d: string) => {
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(ts|tsx|mts)$/.test(p) && !p.includes('.generated.')) files.push(p);
  }
};
if (under) walk(under);
else {
  walk('src');
  walk('netlify/functions');
}
const out: [number, string][] = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > limit) {
        let name = (node as ts.FunctionDeclaration).name?.getText() ?? '';
        if (!name && ts.isVariableDeclaration(node.parent)) name = node.parent.name.getText();
        out.push([lines, `${file}:${start + 1} ${name || '(anonymous)'}`]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
out.sort((a, b) => b[0] - a[0]);
for (const [n, w] of out) console.log(n, w);
console.log('total', out.length);
