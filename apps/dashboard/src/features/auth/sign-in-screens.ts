// The four sign-in screens as one file of the build: they share their frame, forms and phone field.
export { ActivatePage } from './activate-page';
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { VerifyPhonePage } from './verify-phone-page';
