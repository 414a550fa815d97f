import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RowActions, type RowActionsProps } from './row-actions';

const noop = () => undefined;

function buttons(props: Partial<RowActionsProps>) {
  const html = renderToStaticMarkup(
    createElement(RowActions, {
      name: 'فرع الرياض',
      allowed: { add: true, edit: true, delete: true },
      onEdit: noop,
      onDelete: noop,
      ...props,
    }),
  );
  return [...html.matchAll(/<button[^>]*>/g)].map(([tag]) => ({
    label: /aria-label="([^"]*)"/.exec(tag)?.[1],
    disabled: / disabled=""/.test(tag),
  }));
}

describe('a row’s edit and delete buttons', () => {
  it('are named after the row, as the journeys find them', () => {
    expect(buttons({})).toEqual([
      { label: 'تعديل فرع الرياض', disabled: false },
      { label: 'حذف فرع الرياض', disabled: false },
    ]);
  });

  it('show only what the role may do', () => {
    expect(buttons({ allowed: { add: false, edit: false, delete: true } })).toEqual([
      { label: 'حذف فرع الرياض', disabled: false },
    ]);
    expect(buttons({ allowed: { add: true, edit: true, delete: false } })).toEqual([
      { label: 'تعديل فرع الرياض', disabled: false },
    ]);
  });

  it('keep the edit button, disabled, for a row the form cannot start from', () => {
    expect(buttons({ editDisabled: true })[0]).toEqual({
      label: 'تعديل فرع الرياض',
      disabled: true,
    });
  });
});
