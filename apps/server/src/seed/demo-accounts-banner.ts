import type { Phone } from '../lib/phone.js';
import { demoAccounts } from './demo-companies.js';

const ROLE_WIDTH = 'superadmin'.length;

/** Who to sign in as, one line per demo account: role, dial code and number, name. */
export function demoAccountLines(superadmin: Phone): string[] {
  return [
    'Demo accounts (sign in with the mobile number; every code is 4 digits sent by SMS):',
    ...demoAccounts(superadmin).map(
      (account) =>
        `  ${account.role.padEnd(ROLE_WIDTH)}  ${account.dialCode} ${account.phone}  ${account.name}`,
    ),
  ];
}
