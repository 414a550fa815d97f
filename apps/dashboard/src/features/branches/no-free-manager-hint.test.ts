import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { NoFreeManagerHint, noFreeManager } from './no-free-manager-hint';

describe('adding a branch when every manager already runs one', () => {
  it('says what to do, with a link to add a manager', () => {
    const html = renderToStaticMarkup(
      createElement(Router, { ssrPath: '/branches', children: createElement(NoFreeManagerHint) }),
    );
    expect(html).toContain('لا يوجد مدير متاح');
    expect(html).toContain('أضف مديرًا جديدًا أولًا، ثم اختره هنا');
    expect(html).toMatch(/<a [^>]*href="\/admin"[^>]*>.*إضافة مدير جديد<\/a>/);
  });

  it('shows only on the add form, once the free managers are known to be none', () => {
    const none = { loaded: true, options: [] };
    expect(noFreeManager(true, none)).toBe(true);
    expect(noFreeManager(false, none)).toBe(false);
    expect(noFreeManager(true, { loaded: false, options: [] })).toBe(false);
    expect(noFreeManager(true, { loaded: true, options: [{ id: 'm', value: 'فهد' }] })).toBe(false);
  });
});
