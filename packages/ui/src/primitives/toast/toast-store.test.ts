import { describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, createToastStore, swipeThresholdFor } from './toast-store';

describe('toast store', () => {
  it('shows toasts in the order they were raised', () => {
    const store = createToastStore();
    store.show('success', 'تم الحذف بنجاح');
    store.show('error', 'رقم الجوال مسجل مسبقًا');
    expect(store.getSnapshot().map((toast) => [toast.tone, toast.message])).toEqual([
      ['success', 'تم الحذف بنجاح'],
      ['error', 'رقم الجوال مسجل مسبقًا'],
    ]);
  });

  it('tells subscribers about every change and stops after unsubscribing', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show('info', 'جاري التصدير');
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.show('info', 'مرة أخرى');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('dismisses one toast by id and leaves the others', () => {
    const store = createToastStore();
    const first = store.show('success', 'أول');
    store.show('success', 'ثان');
    store.dismiss(first);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['ثان']);
  });

  it('shows a repeated message once while it is on screen', () => {
    const store = createToastStore();
    const first = store.show('error', 'انتهت الجلسة');
    const again = store.show('error', 'انتهت الجلسة');
    expect(again).toBe(first);
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss(first);
    expect(store.show('error', 'انتهت الجلسة')).not.toBe(first);
  });

  it(`keeps only the newest ${MAX_TOASTS}`, () => {
    const store = createToastStore();
    for (let index = 1; index <= MAX_TOASTS + 2; index += 1) store.show('info', `رسالة ${index}`);
    const messages = store.getSnapshot().map((toast) => toast.message);
    expect(messages).toHaveLength(MAX_TOASTS);
    expect(messages.at(-1)).toBe(`رسالة ${MAX_TOASTS + 2}`);
    expect(messages[0]).toBe('رسالة 3');
  });

  it('replaces the toast of the same kind instead of stacking a contradicting one', () => {
    const store = createToastStore();
    store.show('success', 'تم إرسال رمز التحقق إلى جوالك');
    store.show('error', 'رمز التحقق غير صحيح، تبقى لديك 3 محاولات', { key: 'otp' });
    store.show('error', 'رمز التحقق غير صحيح، تبقى لديك محاولتان', { key: 'otp' });
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual([
      'تم إرسال رمز التحقق إلى جوالك',
      'رمز التحقق غير صحيح، تبقى لديك محاولتان',
    ]);
    // Another kind still stacks beside it.
    store.show('error', 'تعذّر الاتصال بالخادم', { key: 'network' });
    expect(store.getSnapshot()).toHaveLength(3);
  });

  it('gives the replacing toast a fresh id, so it is announced and timed anew', () => {
    const store = createToastStore();
    const first = store.show('error', 'تبقى لديك محاولة واحدة', { key: 'otp' });
    const second = store.show('error', 'تجاوزت عدد المحاولات، اطلب رمزًا جديدًا', { key: 'otp' });
    expect(second).not.toBe(first);
    expect(store.getSnapshot().map((toast) => toast.id)).toEqual([second]);
  });

  it('keeps a per-toast duration', () => {
    const store = createToastStore();
    store.show('success', 'حفظ', { duration: 2000 });
    expect(store.getSnapshot()[0]?.duration).toBe(2000);
  });

  it('does not notify when nothing changes', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismiss(42);
    store.clear();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('swipeThresholdFor', () => {
  it('asks for 80 % of the toast width', () => {
    expect(swipeThresholdFor(360)).toBe(288);
    expect(swipeThresholdFor(326)).toBe(261);
  });

  it('never returns zero, so a tap is not a swipe', () => {
    expect(swipeThresholdFor(0)).toBe(1);
  });
});
