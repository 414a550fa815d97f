import { describe, expect, it } from 'vitest';
import { cardLayout, type DataTableCardSlot } from './card-layout';

const column = (key: string, card?: DataTableCardSlot) => ({ key, card });
const keys = (columns: { key: string }[]) => columns.map((c) => c.key);

describe('cardLayout', () => {
  it('puts each column in its slot, keeping the table order within a slot', () => {
    const layout = cardLayout([
      column('#', 'hidden'),
      column('logo', 'image'),
      column('name', 'title'),
      column('company', 'title'),
      column('branch'),
      column('details', 'actions'),
      column('date', 'field'),
      column('status', 'badge'),
    ]);
    expect(keys(layout.image)).toEqual(['logo']);
    expect(keys(layout.title)).toEqual(['name', 'company']);
    expect(keys(layout.badge)).toEqual(['status']);
    expect(keys(layout.field)).toEqual(['branch', 'date']);
    expect(keys(layout.actions)).toEqual(['details']);
  });

  it('shows a column without a slot as a labelled field', () => {
    expect(keys(cardLayout([column('name', 'title'), column('phone')]).field)).toEqual(['phone']);
  });

  it('leaves hidden columns out of every part', () => {
    const layout = cardLayout([column('#', 'hidden'), column('name', 'title')]);
    const shown = [
      ...layout.image,
      ...layout.title,
      ...layout.badge,
      ...layout.field,
      ...layout.actions,
    ];
    expect(keys(shown)).toEqual(['name']);
  });

  it('names a card without a title column by its first field', () => {
    const layout = cardLayout([column('#', 'hidden'), column('name'), column('phone')]);
    expect(keys(layout.title)).toEqual(['name']);
    expect(keys(layout.field)).toEqual(['phone']);
  });
});
