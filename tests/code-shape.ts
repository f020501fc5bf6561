/**
 * Two measures of the code's shape, read from its syntax tree (@babel/parser, TypeScript plugin):
 * the relative imports of each file, for circles in the import graph, and every function's length
 * in lines. Used by tests/code-shape.spec.ts; nothing of the harness runs it.
 */
import { parse } from '@babel/parser';
import fs from 'node:fs';
import path from 'node:path';

type Node = { type: string; loc?: { start: { line: number }; end: { line: number } }; [key: string]: unknown };

const SOURCE = /\.(?:ts|mts|js|mjs)$/;

/** Every source file under `folder`, recursively, as absolute paths. */
export function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .flatMap((entry) => (entry.isFile() && SOURCE.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : []));
}

function syntaxTree(file: string): Node {
  return parse(fs.readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript'] }).program as unknown as Node;
}

/** Calls `visit` on `node` and every node under it. */
function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || !value || typeof value !== 'object') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (child && typeof (child as Node).type === 'string') walk(child as Node, visit);
  }
}

/** The modules a file names: imports, re-exports, `import()` and `import('…').Type`, type-only ones too (a circle of types is still a circle to its reader). */
function moduleNames(tree: Node): string[] {
  const names: string[] = [];
  walk(tree, (node) => {
    const source = (node.source as { value?: unknown } | undefined)?.value;
    if (['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(node.type) && typeof source === 'string') names.push(source);
    if (node.type === 'CallExpression' && (node.callee as Node).type === 'Import') {
      const [first] = node.arguments as Node[];
      if (first?.type === 'StringLiteral') names.push(first.value as string);
    }
    if (node.type === 'TSImportType') {
      const argument = (node.argument as Node & { literal?: Node }).literal ?? (node.argument as Node);
      if (argument.type === 'StringLiteral') names.push(argument.value as string);
    }
  });
  return names;
}

/** The files `file` imports by relative path (packages are left out), resolved to absolute paths. */
export function relativeImports(file: string): string[] {
  return moduleNames(syntaxTree(file))
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name))
    .filter((target) => fs.existsSync(target));
}

/**
 * The circles of the import graph that hold one of `files`, each as the files of one strongly
 * connected component (Tarjan's algorithm), starting from `files` and following every relative
 * import, wherever it leads.
 */
export function importCircles(files: readonly string[]): string[][] {
  const edges = new Map<string, string[]>();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (edges.has(file)) continue;
    const targets = relativeImports(file);
    edges.set(file, targets);
    pending.push(...targets);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const target of edges.get(file)!) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    const selfImport = edges.get(file)!.includes(file);
    if ((component.length > 1 || selfImport) && component.some((member) => files.includes(member))) circles.push(component.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) connect(file);
  return circles;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ObjectMethod', 'ClassMethod', 'ClassPrivateMethod']);

export interface LongFunction {
  /** `file:line name`, the line where the function starts. */
  where: string;
  lines: number;
}

/** The functions of `file` longer than `limit` lines (a nested function counts on its own, and inside its parent). */
export function longFunctions(file: string, limit: number): LongFunction[] {
  const found: LongFunction[] = [];
  walk(syntaxTree(file), (node) => {
    if (!FUNCTIONS.has(node.type) || !node.loc) return;
    const lines = node.loc.end.line - node.loc.start.line + 1;
    const name = (node.id as { name?: string } | null)?.name ?? (node.key as { name?: string } | undefined)?.name ?? '(anonymous)';
    if (lines > limit) found.push({ where: `${file}:${node.loc.start.line} ${name}`, lines });
  });
  return found;
}
