import { describe, expect, it } from 'vitest';
import { documentFileName, exportCell, rowsToCsv, tableFileName } from '../../../src/domain/privacy/exportFiles';

describe('the files of Download my data', () => {
  it('writes a CSV with a BOM, a column per key met, and Thai as it is', () => {
    const csv = rowsToCsv([
      { id: 1, name: 'สมชาย ใจดี', created_at: new Date('2026-12-02T03:04:05Z') },
      { id: 2, detail: { plan: ['a', 'b'] }, active: true },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toBe(
      '\uFEFFid,name,created_at,detail,active\r\n1,สมชาย ใจดี,2026-12-02T03:04:05.000Z,,\r\n2,,,"{""plan"":[""a"",""b""]}",true\r\n',
    );
  });

  it('neutralises a cell that a spreadsheet would run as a formula', () => {
    expect(exportCell('=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    expect(rowsToCsv([{ company: '=HYPERLINK("x")' }])).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('names files after their table and document', () => {
    expect(tableFileName('public.quotes')).toBe('quotes');
    expect(tableFileName('auth.identities')).toBe('auth-identities');
    expect(documentFileName('RT-2569-000012')).toBe('RT-2569-000012.pdf');
    expect(documentFileName('../../etc/passwd')).toBe('.._.._etc_passwd.pdf');
  });
});
