import { MODULE_LOCK_DAYS_MAX, MODULE_ORDER_MAX, MODULE_WEIGHT_MAX, MODULE_WEIGHT_MIN } from '@woodshed/shared';
import type { SchemaForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/TextField';
import { clampedWeight, type ModuleFormOutput, type ModuleFormValues } from './module-form-model';

/** Order, weight and lock day: where the module is listed, how much it counts, and when it opens. */
export function ModuleNumberFields({ form }: { form: SchemaForm<ModuleFormValues, ModuleFormOutput> }) {
  const { errors } = form.formState;
  const weight = form.register('weight', {
    // Shown as it will be saved: rounded and clamped to 1–10.
    onBlur: (event: { target: HTMLInputElement }) => {
      const clamped = clampedWeight(event.target.value);
      if (clamped !== event.target.value) form.setValue('weight', clamped, { shouldDirty: true });
    },
  });
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <TextField
        {...form.register('order')}
        label="Order"
        type="number"
        inputMode="numeric"
        required
        min={0}
        max={MODULE_ORDER_MAX}
        step={1}
        hint="Modules are listed by order; each order is used once."
        error={errors.order?.message}
      />
      <TextField
        {...weight}
        label="Weight"
        type="number"
        inputMode="decimal"
        min={MODULE_WEIGHT_MIN}
        max={MODULE_WEIGHT_MAX}
        step={1}
        hint="1 to 10: how much it counts towards the course progress."
        error={errors.weight?.message}
      />
      <TextField
        {...form.register('lockedUntilDay')}
        label="Lock until day"
        type="number"
        inputMode="numeric"
        min={0}
        max={MODULE_LOCK_DAYS_MAX}
        step={1}
        hint="Days after enrolment before it opens. Empty: open at once."
        error={errors.lockedUntilDay?.message}
      />
    </div>
  );
}
