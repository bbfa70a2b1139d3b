import { describe, expect, it } from 'vitest';
import { emptyValues, toGoalInput, validate, type GoalFormValues } from './goal-form-model';

const ITEM = '0b9a3c0e-4b8f-4f5e-9f4e-0a1b2c3d4e5f';
const base = (patch: Partial<GoalFormValues> = {}): GoalFormValues => ({
  ...emptyValues('2026-05-01'),
  title: 'Spider walk at 120 BPM',
  ...patch,
});

describe('goal form: tempo target', () => {
  it('sends nothing when left empty', () => {
    expect(toGoalInput(base())).not.toHaveProperty('tempoTarget');
  });

  it('sends the item and target BPM', () => {
    const values = base({ tempoItemType: 'exercise', tempoItemId: ITEM, tempoTargetBpm: '120' });
    expect(validate(values)).toBeNull();
    expect(toGoalInput(values).tempoTarget).toEqual({ itemType: 'exercise', itemId: ITEM, targetBpm: 120 });
  });

  it('sends null when a saved target was removed', () => {
    expect(toGoalInput(base({ tempoRemoved: true })).tempoTarget).toBeNull();
  });

  it('asks for the item, then a whole BPM from 20 to 300', () => {
    expect(validate(base({ tempoTargetBpm: '120' }))?.fields).toEqual(['tempoTarget.itemId']);
    expect(validate(base({ tempoItemType: 'chord' }))?.fields).toEqual(['tempoTarget.itemId']);
    for (const bpm of ['', '19', '301', '96.5'])
      expect(validate(base({ tempoItemType: 'chord', tempoItemId: ITEM, tempoTargetBpm: bpm }))?.fields).toEqual([
        'tempoTarget.targetBpm',
      ]);
  });
});
