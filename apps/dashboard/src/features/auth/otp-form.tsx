import { useEffect, useState } from 'react';
import { getFormProps, useForm } from '@conform-to/react';
import { Button, OtpInput } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { OTP_LENGTH, otpSchema, otpToCode } from './auth.schemas';
import { parseForm } from './parse-form';
import { touchBoxes, visibleOtpError } from './otp-touched';

interface OtpFormProps {
  /** Form id (also keys conform's state). */
  id: string;
  pending: boolean;
  /** Why the server refused the last code, said under the boxes until the next try. */
  refusal?: string | null;
  onSubmitCode: (code: string) => void;
}

const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * Four code boxes and the 'Send' button (specification, sections 2 and 5). The boxes are one
 * composite control, so their digits reach the form through hidden `otp[i]` inputs. The code is
 * validated on every change, but an error shows only for a box the user typed into, and for all
 * of them once a submit was tried: leaving the boxes, or visiting them, shows nothing.
 */
export function OtpForm({ id, pending, refusal, onSubmitCode }: OtpFormProps) {
  const { t, tMessage } = useI18n();
  const [digits, setDigits] = useState(emptyDigits);
  const [touched, setTouched] = useState<readonly boolean[]>(() => emptyDigits().map(() => false));
  const [submitted, setSubmitted] = useState(false);
  const [form, fields] = useForm({
    id,
    onValidate: ({ formData }) => parseForm(formData, { schema: otpSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') onSubmitCode(otpToCode(submission.value.otp));
    },
  });

  // The whole form is validated (it holds only the code): conform reports the boxes' own errors
  // (otp[2]…) only when validation covers them by name, and the list name alone does not.
  const { validate } = form;
  const otpName = fields.otp.name;
  const typedOnce = touched.some(Boolean);
  useEffect(() => {
    if (typedOnce) validate();
  }, [digits, typedOnce, validate]);

  const error = visibleOtpError(fields.otp.allErrors, otpName, touched, submitted);

  return (
    <form {...getFormProps(form)} className="flex flex-col gap-6">
      {digits.map((digit, index) => (
        <input key={index} type="hidden" name={`${otpName}[${index}]`} value={digit} />
      ))}
      <OtpInput
        value={digits}
        onChange={(next) => {
          setTouched((previous) => touchBoxes(previous, digits, next));
          setDigits(next);
        }}
        error={error ? tMessage(error) : (refusal ?? undefined)}
        disabled={pending}
        autoFocus
        label={t('auth.otp.label')}
        boxLabel={(position) => t('auth.otp.digitLabel', { n: position })}
        className="items-center"
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={pending}
        // A submit attempt touches every box. Enter in a box clicks this button too (implicit
        // submission); the form's submit event would not do, as conform validates through it.
        onClick={() => setSubmitted(true)}
      >
        {t('auth.otp.submit')}
      </Button>
    </form>
  );
}
