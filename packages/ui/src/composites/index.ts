// Composites carrying the spec's rules: one export line per component (plus the rules the app
// shares with it), added as they are built.
export { OtpInput, type OtpInputProps } from './otp-input/otp-input';
export { OTP_LENGTH } from './otp-input/otp-entry';
