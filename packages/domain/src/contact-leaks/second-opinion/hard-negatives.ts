import ts from "typescript";

/*
 * The clean messages of the detector's unit tests (version numbers, invoice numbers, dates,
 * opening hours, prices…), read from the tests themselves so that a hard negative added to
 * a test is learned at the next training. A message counts when a test asserts that
 * nothing is found in it: a string of the table of an `it.each(…)` whose test expects
 * `toEqual([])` or `findings: []`, or the argument of `expect(find(…)).toEqual([])`.
 */

// `expect(found(text)).toEqual([])`, not `expect(found(text).filter(…)).toEqual([])`.
const ASSERTS_NOTHING_FOUND =
  /expect\(\s*\w+\(\s*\w+\s*\)\s*\)\.toEqual\(\s*\[\s*\]\s*\)|findings:\s*\[\s*\]/u;

function stringsIn(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  const found: string[] = [];
  node.forEachChild((child) => {
    found.push(...stringsIn(child));
  });
  return found;
}

function eachTable(call: ts.CallExpression): ts.ArrayLiteralExpression | undefined {
  const callee = call.expression;
  if (!ts.isCallExpression(callee)) return undefined;
  const each = callee.expression;
  if (!ts.isPropertyAccessExpression(each) || each.name.text !== "each") return undefined;
  const table = callee.arguments[0];
  return table && ts.isArrayLiteralExpression(table) ? table : undefined;
}

/** `expect(find("…")).toEqual([])`: the "…". */
function expectedEmpty(call: ts.CallExpression): string | undefined {
  const toEqual = call.expression;
  if (!ts.isPropertyAccessExpression(toEqual) || toEqual.name.text !== "toEqual") return undefined;
  const [expected] = call.arguments;
  if (!expected || !ts.isArrayLiteralExpression(expected) || expected.elements.length > 0) {
    return undefined;
  }
  const expectCall = toEqual.expression;
  if (!ts.isCallExpression(expectCall)) return undefined;
  const [actual] = expectCall.arguments;
  if (!actual || !ts.isCallExpression(actual)) return undefined;
  const [text] = actual.arguments;
  return text && ts.isStringLiteral(text) && text.text.length > 0 ? text.text : undefined;
}

/** The clean messages one test file asserts nothing is found in. */
export function hardNegativesIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const table = eachTable(node);
      const test = node.arguments[1];
      if (table && test && ASSERTS_NOTHING_FOUND.test(test.getText(file))) {
        found.push(...stringsIn(table));
      }
      const text = expectedEmpty(node);
      if (text !== undefined) found.push(text);
      if (
        ts.isIdentifier(node.expression) &&
        node.expression.text === "it" &&
        node.arguments[1] &&
        /findings:\s*\[\s*\]/u.test(node.arguments[1].getText(file))
      ) {
        node.arguments[1].forEachChild(function declarations(child: ts.Node): void {
          if (ts.isVariableDeclaration(child) && child.initializer) {
            found.push(...stringsIn(child.initializer));
          }
          child.forEachChild(declarations);
        });
      }
    }
    node.forEachChild(visit);
  };
  visit(file);
  return [...new Set(found.filter((text) => text.trim().length > 0))];
}
