/**
 * Text a user reads, written straight into JSX, bypasses the message catalogs and stays English in
 * every language. This rule finds it: JSX text with a letter in it, and string literals (also in
 * templates, conditionals and `&&`) given as a JSX child or to a prop that shows text. Text with no
 * letters (punctuation, "·", "—", digits) passes; so does text from the catalog (`<Trans>`, `t`).
 */

/** Props whose value is shown to the user or read out by a screen reader. */
const TEXT_PROP =
  /^(aria-(label|valuetext|roledescription|placeholder|description)|title|label|placeholder|helperText|alt|primary|secondary|subheader|description|caption|heading|message|tooltip|[a-z]+(Label|Text|Title|Message|Heading|Description|Note|Hint|Summary))$/;

const LETTER = /\p{L}/u;

/** The string parts of an expression that end up as its value: literals, template text, branches. */
function literalParts(node) {
  switch (node?.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return node.quasis.map((quasi) => ({ node: quasi, text: quasi.value.cooked ?? '' }));
    case 'ConditionalExpression':
      return [...literalParts(node.consequent), ...literalParts(node.alternate)];
    case 'LogicalExpression':
      return literalParts(node.right);
    case 'BinaryExpression':
      return node.operator === '+' ? [...literalParts(node.left), ...literalParts(node.right)] : [];
    default:
      return [];
  }
}

/** Inside `<Trans>`, text is the message itself. */
function inTrans(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'JSXElement' && at.openingElement.name.name === 'Trans') return true;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text in JSX goes through the message catalog.' },
    schema: [],
    messages: {
      text: 'Text shown to users goes through the catalog: <Trans>…</Trans> or t`…` (docs/i18n.md).',
    },
  },
  create(context) {
    const report = (parts) => {
      for (const { node, text } of parts) {
        if (LETTER.test(text)) context.report({ node, messageId: 'text' });
      }
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value) && !inTrans(node)) context.report({ node, messageId: 'text' });
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute' || inTrans(node)) return;
        report(literalParts(node.expression));
      },
      JSXAttribute(node) {
        const name =
          node.name.type === 'JSXNamespacedName' ? node.name.name.name : String(node.name.name);
        if (!TEXT_PROP.test(name) || !node.value) return;
        report(
          literalParts(
            node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value,
          ),
        );
      },
    };
  },
};
