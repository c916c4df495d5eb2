// Issue 28, "the Tool as a view": the transfer feature stays small pieces. No file of this folder holds more than 200
// lines, and no hook hands a view more than 10 fields (the ~50-field object once passed whole to every view is gone):
// read from the source files themselves, so the limits stay true as the feature grows.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 200;
const MAX_HOOK_FIELDS = 10;
const folder = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(folder)
  .filter((name) => /\.(ts|tsx)$/.test(name))
  .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }));
const sources = files.map(({ name, text }) =>
  ts.createSourceFile(
    name,
    text,
    ts.ScriptTarget.Latest,
    true,
    name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  ),
);

/** Interfaces and object type aliases declared in this folder, by name, with their member count. */
const memberCounts = new Map<string, number>();
for (const source of sources) {
  ts.forEachChild(source, (node) => {
    if (ts.isInterfaceDeclaration(node)) memberCounts.set(node.name.text, node.members.length);
    if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type))
      memberCounts.set(node.name.text, node.type.members.length);
  });
}

interface Hook {
  file: string;
  name: string;
  /** Fields of what it returns: its declared return type's, or the largest object literal it returns. */
  fields: number;
}

/** Object literals a function returns itself (not those of functions nested in it). */
function returnedObjectSizes(body: ts.Node): number[] {
  const sizes: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression && ts.isObjectLiteralExpression(node.expression))
      sizes.push(node.expression.properties.length);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  if (ts.isObjectLiteralExpression(body)) sizes.push(body.properties.length);
  if (ts.isParenthesizedExpression(body) && ts.isObjectLiteralExpression(body.expression))
    sizes.push(body.expression.properties.length);
  return sizes;
}

function hookOf(file: string, name: string, fn: ts.SignatureDeclaration & { body?: ts.Node }): Hook {
  const declared =
    fn.type && ts.isTypeReferenceNode(fn.type) && ts.isIdentifier(fn.type.typeName)
      ? (memberCounts.get(fn.type.typeName.text) ?? 0)
      : 0;
  const returned = fn.body ? returnedObjectSizes(fn.body) : [];
  return { file, name, fields: Math.max(declared, ...returned) };
}

const hooks: Hook[] = [];
for (const source of sources) {
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && /^use[A-Z]/.test(node.name.text))
      hooks.push(hookOf(source.fileName, node.name.text, node));
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^use[A-Z]/.test(node.name.text) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      hooks.push(hookOf(source.fileName, node.name.text, node.initializer));
    ts.forEachChild(node, visit);
  };
  visit(source);
}

describe('the transfer feature as small pieces (issue 28)', () => {
  it(`holds no file over ${MAX_LINES} lines`, () => {
    expect(files.length).toBeGreaterThan(20);
    const long = files
      .map(({ name, text }) => ({ name, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it(`has no hook returning more than ${MAX_HOOK_FIELDS} fields`, () => {
    // The check reads what it should: the hooks of the folder, with the fields of what they return.
    expect(hooks.map((hook) => hook.name)).toEqual(expect.arrayContaining(['useRunProgress', 'useSendGates']));
    expect(hooks.find((hook) => hook.name === 'useRunProgress')?.fields).toBe(memberCounts.get('RunProgress'));
    expect(hooks.filter((hook) => hook.fields > MAX_HOOK_FIELDS)).toEqual([]);
  });

  it('counts what a hook returns, so a prop bag would fail the check', () => {
    const bag = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`field${i}`, i]));
    const text = `export function useBag() { return ${JSON.stringify(bag)}; }`;
    const source = ts.createSourceFile('bag.ts', text, ts.ScriptTarget.Latest, true);
    const fn = source.statements[0] as ts.FunctionDeclaration;
    expect(hookOf('bag.ts', 'useBag', fn).fields).toBe(11);
  });
});
