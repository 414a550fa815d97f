import { newPhone, type Phone } from './phones.js';
import type { PlatformApi } from './platform-api.js';
import { pngPicture } from './png.js';

/**
 * A company's people, made through the API for scenes where they are not what is tested: a
 * manager running a branch, a section in it and an employee there, each signed in.
 */

export interface SignedInPerson {
  id: string;
  name: string;
  phone: Phone;
  token: string;
}

export interface CompanyStaff {
  manager: SignedInPerson;
  employee: SignedInPerson;
  branch: { id: string; name: string };
  /** The employee's section. */
  section: { id: string };
}

/** One call with a user's token: JSON, or multipart when `form` is given. */
export async function callAs(
  server: { url: string; apiKey: string },
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: Record<string, unknown> | FormData,
): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = {
    'x-api-key': server.apiKey,
    authorization: `Bearer ${token}`,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body: payload });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer;
}

/** The company (its token) registers a manager or an employee (with a picture), active at once. */
export async function registerStaff(
  server: { url: string; apiKey: string },
  companyToken: string,
  role: 'manager' | 'agent',
  name: string,
  extra: Record<string, string>,
): Promise<{ id: string; name: string; phone: Phone }> {
  const phone = newPhone();
  const form = new FormData();
  form.set('username', name);
  form.set('email', `${role[0]}${phone.number}@e2e.sa`);
  form.set('phone', JSON.stringify(phone));
  form.set('role', role);
  for (const [field, value] of Object.entries(extra)) form.set(field, value);
  if (role === 'agent') {
    const picture = pngPicture('employee.png');
    form.set(
      'image',
      new Blob([new Uint8Array(picture.buffer)], { type: picture.mimeType }),
      picture.name,
    );
  }
  const answer = await callAs(server, companyToken, 'POST', '/api/v1/auth/register', form);
  return { id: (answer.user as { _id: string })._id, name, phone };
}

/** The signed-in company (its token) adds a manager with a branch, a section and an employee. */
export async function addCompanyStaff(
  server: { url: string; apiKey: string },
  platform: PlatformApi,
  companyToken: string,
  tag: string,
): Promise<CompanyStaff> {
  const register = (role: 'manager' | 'agent', name: string, extra: Record<string, string>) =>
    registerStaff(server, companyToken, role, name, extra);

  const manager = await register('manager', `مدير الإعدادات ${tag}`, {});
  const branchName = `فرع الإعدادات ${tag}`;
  const { branch } = (await callAs(server, companyToken, 'POST', '/api/v1/branches/', {
    branchName,
    managerId: manager.id,
    address: 'الرياض، حي العليا',
  })) as { branch: { _id: string } };
  const { section } = (await callAs(server, companyToken, 'POST', '/api/v1/sections/', {
    sectionName: `قسم الإعدادات ${tag}`,
    branchId: branch._id,
  })) as { section: { _id: string } };
  const employee = await register('agent', `موظف الإعدادات ${tag}`, {
    branch: branch._id,
    section: section._id,
  });

  return {
    manager: { ...manager, token: await platform.signIn(manager.phone) },
    employee: { ...employee, token: await platform.signIn(employee.phone) },
    branch: { id: branch._id, name: branchName },
    section: { id: section._id },
  };
}
