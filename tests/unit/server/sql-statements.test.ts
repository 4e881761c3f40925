// The port of the Supabase CLI's statement splitter gives the CLI's answers: the cases of its own
// pkg/parser/state_test.go (each list joined is the input, the list is what Split returns), plus
// SplitAndTrim's trimming and the CLI's byte-by-byte quirks.
import { describe, expect, it } from 'vitest';
import { split, splitStatements } from '../../../src/server/db/sql-statements';

const cases: Record<string, string[]> = {
  'line comment after separator': ['END;', '-- comment'],
  'line comment before separator': ['SELECT --; 1'],
  'line comment not started': ['- ;', 'END'],
  'line comment between lines': ['-- /* \n;', ' */ END'],
  'block comment contains separator': ['SELECT /* ; */ 1;'],
  'nested block comment': ['SELECT /*; /*;*/ ;*/ 1'],
  'block comment not started': ['/ * ;', ' */ END'],
  'separator without spaces': [';', 'END;', ';'],
  'separator between spaces': ['BEGIN   ;', '  END'],
  'backslash-escaped separator': ['\\;;', '\\;'],
  'named dollar tag': ['$tag$ any ; string$tag$'],
  'anonymous dollar tag': [`$$"Dane's horse"$$`],
  'dollar quote not started': ['SELECT "$";', ' $$'],
  'single quote escapes separator': ["SELECT ';' 1"],
  'single quote preserves doubled quote': ["SELECT ';'';' 1"],
  'single quote literal backslash': ["SELECT '\\';", " 1'"],
  'double quote escapes separator': ['CREATE POLICY "cats;dogs" on cats_dogs;', ' END'],
  'double quote preserves single quote': [`CREATE POLICY "cat's and dog's" on cats_dogs;`, ' END'],
  'double quote preserves doubled quote': ['CREATE POLICY "pet""name" on pets;', ' END'],
  parentheses: ['CREATE RULE notify_me AS ON UPDATE TO mytable DO (NOTIFY mytable; SELECT "1");', 'SELECT 1'],
  'parentheses ignore literals': ["CREATE RULE notify_me AS ON UPDATE TO mytable DO (-- )\nSELECT ')';\n-- )\n)\n"],
  'begin atomic body': [
    "CREATE FUNCTION add(a integer, b integer) RETURNS integer\nLANGUAGE SQL\nIMMUTABLE STRICT PARALLEL SAFE\nRETURNS NULL ON NULL INPUT\nBEGIN ATOMIC\n\tSELECT 'add';\n\tSELECT a + b;\nEND;",
  ],
  'begin atomic is case-insensitive': ["begin atomic; select 'end'; end"],
  'begin atomic ignores literals': ['CREATE FUNCTION test() BEGIN\nATOMIC-- END;\n-- END;\nEND\n;'],
  'atomic inside an identifier': [
    'CREATE OR REPLACE FUNCTION fn_atomic()\nRETURNS void LANGUAGE plpgsql AS $$\nBEGIN\n  NULL;\nEND;\n$$;',
    '\nSELECT 1;',
  ],
};

describe('splitting SQL as the Supabase CLI does', () => {
  it.each(Object.entries(cases))('%s', (_name, statements) => {
    expect(split(statements.join(''))).toEqual(statements);
  });

  it('trims the trailing separators and whitespace, and drops empty statements (SplitAndTrim)', () => {
    expect(splitStatements('\tcreate table a (id int) ;;\n\n  ;\ninsert into a values (1);\n-- the end\n')).toEqual([
      'create table a (id int)',
      'insert into a values (1)',
      '-- the end',
    ]);
    expect(splitStatements('  \n')).toEqual([]);
  });

  it('keeps Thai text and function bodies whole', () => {
    const sql =
      "insert into t (name) values ('แพ็กเกจ; เว็บไซต์');\ncreate function f() returns int language sql as $body$ select 1; $body$;\n";
    expect(splitStatements(sql)).toEqual([
      "insert into t (name) values ('แพ็กเกจ; เว็บไซต์')",
      'create function f() returns int language sql as $body$ select 1; $body$',
    ]);
  });

  it('does not take a dollar tag with a non-ASCII letter for one (the CLI reads such a tag byte by byte)', () => {
    expect(split('select $é$ ; $é$')).toEqual(['select $é$ ;', ' $é$']);
  });
});
