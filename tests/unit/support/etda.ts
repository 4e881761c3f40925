// ETDA's own checks of an e-Tax XML, run in the tests: its XSD (with libxml2's validator, xmllint-wasm)
// and its Schematron rules (tests/fixtures/etda, vendored from ETDA/XMLValidation; README there).
//
// The Schematron files use XPath 1.0 `report`/`assert` tests only, so they are evaluated here directly
// (rule contexts as match patterns, first matching rule per node in a pattern, as ISO Schematron does)
// rather than compiled to XSLT: no XSLT 2 engine is needed and every rule ETDA ships is run.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

const ROOT = join(import.meta.dirname, '../../fixtures/etda');
const STANDARD = 'XMLSchemaV2/ETDA/data/standard';

export type EtdaRoot = 'TaxInvoice' | 'DebitCreditNote';

let preloaded: XMLFileInfo[] | null = null;
function schemas(): XMLFileInfo[] {
  if (preloaded) return preloaded;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  preloaded = walk(join(ROOT, 'XMLSchemaV2'))
    .filter((path) => path.endsWith('.xsd'))
    .map((path) => ({ fileName: relative(ROOT, path), contents: readFileSync(path, 'utf8') }));
  return preloaded;
}

/** The XSD's errors for the document (empty when it validates). */
export function xsdErrors(xml: string, root: EtdaRoot): Promise<string[]> {
  return xsdErrorsOfAll([xml], root);
}

/**
 * The XSD's errors for many documents in one run of the validator (the schemas, 4 MB with ETDA's code
 * lists, are loaded once): what the property tests use. Each error names its document (document-N.xml).
 */
export async function xsdErrorsOfAll(xmls: readonly string[], root: EtdaRoot): Promise<string[]> {
  const schemaName = `${STANDARD}/${root}_CrossIndustryInvoice_2p0.xsd`;
  const all = schemas();
  const result = await validateXML({
    xml: xmls.map((contents, i) => ({ fileName: `document-${i}.xml`, contents })),
    schema: all.find((file) => file.fileName === schemaName)!,
    preload: all.filter((file) => file.fileName !== schemaName),
    disableFileNameValidation: true,
    maxMemoryPages: 16384,
  });
  return result.errors.map((error) => error.rawMessage);
}

interface Check {
  kind: 'report' | 'assert';
  test: string;
  message: string;
}

interface Rule {
  context: string;
  checks: Check[];
}

const SCH = 'http://purl.oclc.org/dsdl/schematron';

function loadSchematron(root: EtdaRoot): { namespaces: Record<string, string>; patterns: Rule[][] } {
  const source = readFileSync(join(ROOT, STANDARD, `${root}_Schematron_2p0.sch`), 'utf8');
  const doc = new DOMParser().parseFromString(source, 'text/xml');
  const namespaces: Record<string, string> = {};
  for (const ns of Array.from(doc.getElementsByTagNameNS(SCH, 'ns'))) {
    namespaces[ns.getAttribute('prefix')!] = ns.getAttribute('uri')!;
  }
  const patterns = Array.from(doc.getElementsByTagNameNS(SCH, 'pattern')).map((pattern) =>
    Array.from(pattern.getElementsByTagNameNS(SCH, 'rule')).map((rule) => ({
      context: rule.getAttribute('context')!,
      checks: Array.from(rule.getElementsByTagNameNS(SCH, '*'))
        .filter((node) => node.parentNode === rule)
        .filter((node) => node.localName === 'report' || node.localName === 'assert')
        .map((node) => ({
          kind: node.localName as 'report' | 'assert',
          test: node.getAttribute('test')!,
          message: (node.textContent ?? '').replace(/\s+/g, ' ').trim(),
        })),
    })),
  );
  return { namespaces, patterns };
}

/** The Schematron's failed checks for the document: each message starts with ETDA's rule id. */
export function schematronErrors(xml: string, root: EtdaRoot): string[] {
  const { namespaces, patterns } = loadSchematron(root);
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const select = xpath.useNamespaces(namespaces);
  const errors: string[] = [];
  for (const rules of patterns) {
    const fired = new Set<Node>();
    for (const rule of rules) {
      // A rule context is a match pattern: an absolute path, or a relative one matching at any depth.
      const path = rule.context.startsWith('/') ? rule.context : `//${rule.context}`;
      const nodes = select(path, doc as unknown as Node) as Node[];
      for (const node of nodes) {
        if (fired.has(node)) continue;
        fired.add(node);
        for (const check of rule.checks) {
          const value = xpath.useNamespaces(namespaces)(`boolean(${check.test})`, node, true) as boolean;
          if ((check.kind === 'report' && value) || (check.kind === 'assert' && !value)) errors.push(check.message);
        }
      }
    }
  }
  return errors;
}
