import { AppError } from '../../errors.js';

/** A users' unique index that refused a write, as the error the contract names for it. */
export function uniqueUserError(constraint: string): AppError {
  return new AppError(constraint.includes('email') ? 'EMAIL_TAKEN' : 'PHONE_TAKEN');
}
