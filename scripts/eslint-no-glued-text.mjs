// ESLint rule `staykit/no-glued-text`: every visible sentence comes whole from the catalogue
// (docs/localisation.md, "Whole sentences"). Code must not build a sentence out of catalogue text and
// other text: word order, punctuation (： in Japanese, ، in Arabic) and spacing differ by language, and
// only a translator who sees the whole sentence can get them right.
//
// Catalogue text is what screens read from `useMessages()`, by convention named `text`: `text.key`,
// `text[key]` and `text.format(...)`. The rule reports such text when it is
//   - part of a template literal or a `+` concatenation,
//   - joined into an array that is `.join`ed,
//   - beside visible JSX text (a colon, brackets, a dash) or a string literal in the same element,
//   - directly beside other catalogue text in the same element (two messages run together),
//   - a space away from another value in the same element (`{text.failed} {reason}`).

const TEXT_OBJECT = 'text';
const NOT_TEXT = new Set(['locale']);

function isCatalogueText(node) {
  if (!node) return false;
  if (node.type === 'ChainExpression') return isCatalogueText(node.expression);
  if (node.type === 'ConditionalExpression') {
    return isCatalogueText(node.consequent) || isCatalogueText(node.alternate);
  }
  if (node.type === 'LogicalExpression') return isCatalogueText(node.right);
  if (node.type === 'MemberExpression') {
    if (node.object.type !== 'Identifier' || node.object.name !== TEXT_OBJECT) return false;
    return node.computed || !NOT_TEXT.has(node.property.name);
  }
  if (node.type === 'CallExpression') {
    const callee = node.callee;
    return (
      callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      callee.object.name === TEXT_OBJECT &&
      !callee.computed &&
      callee.property.name === 'format'
    );
  }
  return false;
}

function isVisibleText(child) {
  if (child.type === 'JSXText') return child.value.trim() !== '';
  if (child.type === 'JSXExpressionContainer') {
    const expression = child.expression;
    return (
      (expression.type === 'Literal' && typeof expression.value === 'string') ||
      expression.type === 'TemplateLiteral'
    );
  }
  return false;
}

function isTextContainer(child) {
  return child.type === 'JSXExpressionContainer' && isCatalogueText(child.expression);
}

/** @type {import('eslint').Rule.RuleModule} */
const noGluedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Sentences come whole from the catalogue; code does not glue text together.' },
    messages: {
      template: 'Catalogue text inside a template literal: put the whole sentence in the catalogue.',
      concat: 'Catalogue text joined with "+": put the whole sentence in the catalogue.',
      join: 'Catalogue text joined from an array: put the whole sentence in the catalogue.',
      beside: 'Catalogue text beside other visible text: put the whole sentence in the catalogue.',
      twoMessages: 'Two catalogue texts run together: make them one message, or separate elements.',
    },
    schema: [],
  },
  create(context) {
    return {
      TemplateLiteral(node) {
        if (node.parent.type === 'TaggedTemplateExpression') return;
        if (node.expressions.some(isCatalogueText)) context.report({ node, messageId: 'template' });
      },
      BinaryExpression(node) {
        if (node.operator !== '+') return;
        if (isCatalogueText(node.left) || isCatalogueText(node.right)) {
          context.report({ node, messageId: 'concat' });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.name === 'join' &&
          callee.object.type === 'ArrayExpression' &&
          callee.object.elements.some(isCatalogueText)
        ) {
          context.report({ node, messageId: 'join' });
        }
      },
      'JSXElement, JSXFragment'(node) {
        // JSX drops whitespace that holds a line break; a plain space between siblings renders.
        const children = node.children.filter(
          (child) => !(child.type === 'JSXText' && child.value.trim() === '' && child.value.includes('\n')),
        );
        const isSpace = (child) => child?.type === 'JSXText' && child.value.trim() === '';
        children.forEach((child, index) => {
          if (!isTextContainer(child)) return;
          const before = children[index - 1];
          const after = children[index + 1];
          if ((before && isVisibleText(before)) || (after && isVisibleText(after))) {
            context.report({ node: child, messageId: 'beside' });
            return;
          }
          const next = isSpace(after) ? children[index + 2] : after;
          if (next && isTextContainer(next)) {
            context.report({ node: child, messageId: 'twoMessages' });
            return;
          }
          // A space between this text and a value run together: the value belongs in the sentence.
          const spaced = [isSpace(before) && children[index - 2], isSpace(after) && children[index + 2]];
          if (spaced.some((other) => other && other.type === 'JSXExpressionContainer')) {
            context.report({ node: child, messageId: 'beside' });
          }
        });
      },
    };
  },
};

export default { rules: { 'no-glued-text': noGluedText } };
