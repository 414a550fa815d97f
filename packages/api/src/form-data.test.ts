import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData', () => {
  it('sends the phone as JSON text, numbers as text and files as files', async () => {
    const logo = new Blob(['png-bytes'], { type: 'image/png' });
    const form = toFormData({
      username: 'شركة',
      phone: { dialCode: '+966', number: '0500000002' },
      defaultEmployeeCost: 250,
      image: logo,
    });

    expect(form.get('username')).toBe('شركة');
    expect(JSON.parse(String(form.get('phone')))).toEqual({
      dialCode: '+966',
      number: '0500000002',
    });
    expect(form.get('defaultEmployeeCost')).toBe('250');
    expect(await (form.get('image') as Blob).text()).toBe('png-bytes');
  });

  it('leaves out empty values so an edit only changes what was filled in', () => {
    const form = toFormData({ username: '  ', email: undefined, description: null, role: 'agent' });
    expect([...form.keys()]).toEqual(['role']);
  });
});
