import { useEffect, useState } from 'react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, OtpInput } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { OTP_LENGTH, otpSchema, otpToCode } from './auth.schemas';

interface OtpFormProps {
  /** Form id (also keys conform's state). */
  id: string;
  pending: boolean;
  onSubmitCode: (code: string) => void;
}

const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '');

/** The first message among the list's own errors and its boxes' errors. */
function firstError(errors: Record<string, string[]> | undefined): string | undefined {
  return errors ? Object.values(errors).flat()[0] : undefined;
}

/**
 * Four code boxes and the 'Send' button (specification, sections 2 and 5). The boxes are one
 * composite control, so their digits reach the form through hidden `otp[i]` inputs; the group is
 * validated once focus leaves it (touched) and then on every change, so errors never show for
 * boxes nobody has visited yet.
 */
export function OtpForm({ id, pending, onSubmitCode }: OtpFormProps) {
  const { t, tMessage } = useI18n();
  const [digits, setDigits] = useState(emptyDigits);
  const [touched, setTouched] = useState(false);
  const [form, fields] = useForm({
    id,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: otpSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      setTouched(true);
      if (submission?.status === 'success') onSubmitCode(otpToCode(submission.value.otp));
    },
  });

  // The whole form is validated (it holds only the code): conform reports the boxes' own errors
  // (otp[2]…) only when validation covers them by name, and the list name alone does not.
  const { validate } = form;
  const otpName = fields.otp.name;
  useEffect(() => {
    if (touched) validate();
  }, [digits, touched, validate]);

  const error = firstError(fields.otp.allErrors);

  return (
    <form {...getFormProps(form)} className="flex flex-col gap-6">
      {digits.map((digit, index) => (
        <input key={index} type="hidden" name={`${otpName}[${index}]`} value={digit} />
      ))}
      <OtpInput
        value={digits}
        onChange={setDigits}
        onBlur={() => setTouched(true)}
        error={error ? tMessage(error) : undefined}
        disabled={pending}
        autoFocus
        label={t('auth.otp.label')}
        boxLabel={(position) => t('auth.otp.digitLabel', { n: position })}
        className="items-center"
      />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {t('auth.otp.submit')}
      </Button>
    </form>
  );
}
