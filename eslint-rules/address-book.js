/**
 * The web app's one address book (docs/decisions.md, "Web app"): in-app links come from `lib/paths.ts`, API URLs
 * from `lib/api-url.ts`, and query keys from each feature's key factory. Three small rules, each refusing the
 * hand-written form.
 */

/** A string literal, or a template literal, that starts with `/`. */
function startsWithSlash(node) {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string' && node.value.startsWith('/');
  if (node.type === 'TemplateLiteral') return node.quasis[0]?.value.cooked?.startsWith('/') ?? false;
  return false;
}

/** The expression inside a JSX attribute value (`to="/x"` or `to={'/x'}`). */
function jsxValue(attribute) {
  const value = attribute.value;
  return value?.type === 'JSXExpressionContainer' ? value.expression : value;
}

const propertyName = (node) =>
  node.type === 'Identifier' ? node.name : node.type === 'Literal' ? String(node.value) : null;

/**
 * `woodshed/no-hand-written-paths`: `to="/…"`, `to: '/…'`, `navigate('/…')` and `redirect('/…')` (string or
 * template) are refused; the path comes from `paths` in lib/paths.ts.
 */
export const noHandWrittenPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'In-app paths come from the paths table (lib/paths.ts), never written out.' },
    schema: [],
    messages: {
      path: 'Write in-app paths through the paths table (`paths.…` from @/lib/paths), not as a literal.',
    },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'path' });
    return {
      JSXAttribute(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name === 'to' && startsWithSlash(jsxValue(node))) {
          report(node);
        }
      },
      Property(node) {
        if (!node.computed && propertyName(node.key) === 'to' && startsWithSlash(node.value)) report(node.value);
      },
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
              ? callee.property.name
              : null;
        if ((name === 'navigate' || name === 'redirect') && startsWithSlash(node.arguments[0])) {
          report(node.arguments[0]);
        }
      },
    };
  },
};

/**
 * `woodshed/no-inline-api-urls`: `encodeURIComponent(…)` and templates such as `/api/goals/${id}` are refused;
 * the URL comes from `apiUrl('/api/goals/{id}', { id })` (lib/api-url.ts), which escapes every parameter.
 */
export const noInlineApiUrls = {
  meta: {
    type: 'problem',
    docs: { description: 'API URLs with parameters are built by apiUrl() (lib/api-url.ts).' },
    schema: [],
    messages: {
      encode: 'Build URLs with apiUrl() or withQuery() from @/lib/api-url instead of encodeURIComponent.',
      template: "Build API URLs with apiUrl('/api/…/{id}', { id }, query) from @/lib/api-url, not a template.",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'encodeURIComponent') {
          context.report({ node, messageId: 'encode' });
        }
      },
      TemplateLiteral(node) {
        if (node.expressions.length > 0 && /^\/api(?:\/|$)/.test(node.quasis[0]?.value.cooked ?? '')) {
          context.report({ node, messageId: 'template' });
        }
      },
    };
  },
};

const QUERY_CLIENT_KEY_METHODS = new Set([
  'getQueryData',
  'setQueryData',
  'ensureQueryData',
  'getQueryState',
  'fetchQuery',
  'prefetchQuery',
]);

/**
 * `woodshed/no-inline-query-keys`: a query key written as an array (`queryKey: ['goals']`, also in
 * `invalidateQueries({ queryKey: [...] })`, or `setQueryData(['goals'], …)`) is refused outside the key
 * factories; it comes from the owning feature's factory (`goalsKeys.all`).
 */
export const noInlineQueryKeys = {
  meta: {
    type: 'problem',
    docs: { description: "Query keys come from the owning feature's key factory (api/keys.ts)." },
    schema: [],
    messages: {
      key: "Take the query key from its feature's key factory (features/<f>/api/keys.ts), not an inline array.",
    },
  },
  create(context) {
    return {
      Property(node) {
        if (!node.computed && propertyName(node.key) === 'queryKey' && node.value.type === 'ArrayExpression') {
          context.report({ node: node.value, messageId: 'key' });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.type === 'Identifier' &&
          QUERY_CLIENT_KEY_METHODS.has(callee.property.name) &&
          node.arguments[0]?.type === 'ArrayExpression'
        ) {
          context.report({ node: node.arguments[0], messageId: 'key' });
        }
      },
    };
  },
};

export default {
  'no-hand-written-paths': noHandWrittenPaths,
  'no-inline-api-urls': noInlineApiUrls,
  'no-inline-query-keys': noInlineQueryKeys,
};
