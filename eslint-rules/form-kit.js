/**
 * One form kit (apps/web/src/components/ui/form): every form is its `<Form>` over `useSchemaForm`, so each has
 * the schema resolver, the banner listing every problem, focus on the first invalid field, the unsaved-changes
 * guard and the one API error mapping. Two rules refuse the ways around it.
 */

/** `woodshed/no-raw-form`: a `<form>` element outside the kit is refused. */
export const noRawForm = {
  meta: {
    type: 'problem',
    docs: { description: 'Forms are the kit’s <Form> (components/ui/form), never a raw <form>.' },
    schema: [],
    messages: {
      form: 'Use <Form> from @/components/ui/form (its banner, focus, unsaved-changes guard), not a raw <form>.',
    },
  },
  create(context) {
    return {
      JSXOpeningElement(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name === 'form') {
          context.report({ node, messageId: 'form' });
        }
      },
    };
  },
};

/** `woodshed/no-use-form-outside-kit`: react-hook-form's `useForm` is imported by the kit alone. */
export const noUseFormOutsideKit = {
  meta: {
    type: 'problem',
    docs: { description: 'react-hook-form’s useForm is used through the kit’s useSchemaForm.' },
    schema: [],
    messages: {
      useForm:
        'Use useSchemaForm from @/components/ui/form (zod resolver, focus on the first invalid field), not useForm.',
    },
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'react-hook-form' || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          const imported =
            specifier.type === 'ImportSpecifier'
              ? (specifier.imported.name ?? specifier.imported.value)
              : specifier.type === 'ImportNamespaceSpecifier'
                ? '*'
                : null;
          if (specifier.importKind !== 'type' && (imported === 'useForm' || imported === '*')) {
            context.report({ node: specifier, messageId: 'useForm' });
          }
        }
      },
    };
  },
};

export default { 'no-raw-form': noRawForm, 'no-use-form-outside-kit': noUseFormOutsideKit };
