/**
 * The input schemas (shared/schemas) hold rules, not sentences: every message a person reads comes
 * from the schema's catalogue in shared/messages/schemas/, where the wording can be found, read and
 * changed in one place (issue 22, 'strings with clear homes'). This fails when a Russian sentence is
 * written into a schema again. Comments and regular expressions (a name may be Cyrillic letters) are
 * not strings and are left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const schemasDir = path.join(root, 'shared/schemas');

/** The string and template literals of a source file, comments removed first. */
function stringLiterals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return [...code.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((match) => match[0]);
}

const CYRILLIC = /[\u0400-\u04FF]/;

describe('shared/schemas', () => {
  it('keeps its sentences in the catalogues of shared/messages/schemas', () => {
    // Recursive: the pages' schemas live in a folder of their own (shared/schemas/pages).
    const files = fs
      .readdirSync(schemasDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      stringLiterals(fs.readFileSync(path.join(schemasDir, file), 'utf8'))
        .filter((literal) => CYRILLIC.test(literal))
        .map((literal) => `${file}: ${literal}`),
    );
    expect(found, 'Russian strings in shared/schemas: move them to shared/messages/schemas/<schema>.ru.ts').toEqual([]);
  });

  it('tells strings from comments and regular expressions', () => {
    const source = [
      "/** 'Имя' in a doc comment */",
      "const NAME_RE = /^[А-Яа-яЁё]+$/; // 'Имя' in a line comment",
      "const link = 'https://example.ru'; const label = 'Имя';",
      'const message = `$' + '{label}: обязательное поле`;',
    ].join('\n');
    expect(stringLiterals(source)).toEqual(["'https://example.ru'", "'Имя'", '`$' + '{label}: обязательное поле`']);
  });
});
