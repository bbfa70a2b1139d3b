import { describe, expect, it } from 'vitest';
import { projectLint, rulesOf } from './project-lint.js';

/** The one form kit as `npm run lint` applies it: forms are `<Form>` over `useSchemaForm`, from components/ui/form. */
const COMPONENT = 'apps/web/src/features/goals/components/Probe.tsx';
const KIT = 'apps/web/src/components/ui/form/Probe.tsx';

const lint = projectLint();

describe('woodshed/no-raw-form', () => {
  const rawForm = 'export const A = () => <form noValidate onSubmit={() => undefined}><input name="x" /></form>;\n';

  it('refuses a raw <form> outside the kit', async () => {
    expect(rulesOf(await lint(COMPONENT, rawForm))).toEqual(['woodshed/no-raw-form']);
  });

  it("accepts the kit's <Form>, and a <form> inside the kit", async () => {
    const code = [
      "import { Form, useSchemaForm } from '@/components/ui/form';",
      "import { renameFileRequestSchema } from '@woodshed/shared';",
      'export function A() {',
      "  const form = useSchemaForm({ schema: renameFileRequestSchema, defaultValues: { name: '' } });",
      "  return <Form form={form} onSubmit={() => undefined}><input {...form.register('name')} /></Form>;",
      '}',
      '',
    ].join('\n');
    expect(rulesOf(await lint(COMPONENT, code))).toEqual([]);
    expect(rulesOf(await lint(KIT, rawForm))).toEqual([]);
  });
});

describe('woodshed/no-use-form-outside-kit', () => {
  it.each([
    ['useForm', "import { useForm } from 'react-hook-form';\nexport const useProbe = () => useForm();\n"],
    [
      'the whole module',
      "import * as hookForm from 'react-hook-form';\nexport const useProbe = () => hookForm.useForm();\n",
    ],
  ])('refuses %s imported from react-hook-form outside the kit', async (_what, code) => {
    expect(rulesOf(await lint(COMPONENT, code))).toEqual(['woodshed/no-use-form-outside-kit']);
  });

  it("accepts react-hook-form's other hooks and types, and useForm inside the kit", async () => {
    const code = [
      "import { useController, type Control, type Resolver } from 'react-hook-form';",
      'export const useProbe = (control: Control<{ a: string }>) => useController({ control, name: "a" });',
      'export type R = Resolver<{ a: string }>;',
      '',
    ].join('\n');
    expect(rulesOf(await lint(COMPONENT, code))).toEqual([]);
    expect(
      rulesOf(
        await lint(KIT, "import { useForm } from 'react-hook-form';\nexport const useProbe = () => useForm();\n"),
      ),
    ).toEqual([]);
  });
});

describe('component size', () => {
  const component = (lines) =>
    [
      'export function Long() {',
      ...Array.from({ length: lines }, (_, i) => `  Math.max(${i});`),
      '  return null;',
      '}',
      '',
    ].join('\n');

  it('refuses a web component function over 150 lines, and accepts one of 150', async () => {
    expect(rulesOf(await lint(COMPONENT, component(149)))).toEqual(['max-lines-per-function']);
    expect(rulesOf(await lint(COMPONENT, component(147)))).toEqual([]);
  });
});

describe('one row-actions component and one route notice', () => {
  const ROW = 'apps/web/src/features/goals/components/ProbeRow.tsx';

  it('refuses an Edit or Delete button named for its row outside RowActions, and accepts EditAction', async () => {
    const handMade = [
      "import { Button } from '@/components/ui/Button';",
      'export const A = ({ name }: { name: string }) => (',
      '  <>',
      '    <Button aria-label={`Edit ${name}`}>Edit</Button>',
      '    <Button aria-label="Delete this goal">Delete</Button>',
      '  </>',
      ');',
      '',
    ].join('\n');
    expect(rulesOf(await lint(ROW, handMade))).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
    const kit = [
      "import { EditAction } from '@/components/ui/RowActions';",
      'export const A = ({ name }: { name: string }) => <EditAction subject={name} onClick={() => undefined} />;',
      '',
    ].join('\n');
    expect(rulesOf(await lint(ROW, kit))).toEqual([]);
  });

  it('refuses a notice for the next page written by hand, and accepts routeNoticeState', async () => {
    const handMade = "export const state = { notice: { tone: 'success', message: 'Saved.' } };\n";
    expect(rulesOf(await lint(ROW, handMade))).toEqual(['no-restricted-syntax']);
    const kit = [
      "import { routeNoticeState } from '@/components/ui/route-notice';",
      "export const state = routeNoticeState('Saved.');",
      '',
    ].join('\n');
    expect(rulesOf(await lint(ROW, kit))).toEqual([]);
  });
});
