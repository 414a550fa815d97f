import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocsProse, withDirection } from './direction.tsx';

/** Renders a story through the decorator as Storybook would, with the toolbar's `dir`. */
function decorate(viewMode: 'story' | 'docs', dir: 'rtl' | 'ltr'): string {
  const Story = () => createElement('p', { id: 'story' }, 'قصة');
  const context = { globals: { dir }, viewMode } as unknown as Parameters<typeof withDirection>[1];
  return renderToStaticMarkup(withDirection(Story, context) as ReactElement);
}

describe('docs pages', () => {
  // The decorator sets the document's direction, as the app does; node has no document.
  vi.stubGlobal('document', { documentElement: { dir: '', lang: '' } });
  afterEach(() => {
    document.documentElement.dir = '';
    document.documentElement.lang = '';
  });

  it('set their English prose left to right, whatever the toolbar says', () => {
    const markup = renderToStaticMarkup(createElement(DocsProse, null, 'A list as a table.'));
    expect(markup).toBe('<div dir="ltr" lang="en">A list as a table.</div>');
  });

  it('keep each canvas in the toolbar’s direction inside that prose', () => {
    expect(decorate('docs', 'rtl')).toMatch(/<div dir="rtl" lang="ar"[^>]*><p id="story">/);
    expect(decorate('docs', 'ltr')).toMatch(/<div dir="ltr" lang="en"[^>]*><p id="story">/);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('leave a story’s own page as it was: the document carries the direction, no wrapper', () => {
    expect(decorate('story', 'rtl')).toBe('<p id="story">قصة</p>');
    expect(document.documentElement).toEqual({ dir: 'rtl', lang: 'ar' });
  });
});
