// The names a module exports (values and types), as TypeScript sees them: what an editor offers after `import { `.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..');

export function exportedNames(entry: string): string[] {
  const file = join(PACKAGE, entry);
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`no module symbol for ${entry}`);
  return checker
    .getExportsOfModule(symbol)
    .map((exported) => exported.getName())
    .sort();
}
