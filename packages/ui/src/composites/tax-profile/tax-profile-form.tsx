import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FormSection } from '../../primitives/field/form-section';

/** The boxes of a company's tax profile, as ZATCA needs the seller on an invoice. */
export type TaxProfileBoxName =
  | 'legalNameAr'
  | 'legalNameEn'
  | 'vatNumber'
  | 'commercialRegistration'
  | NationalAddressBoxName
  | 'issuingBranch';

/** The six parts of a Saudi national address. */
export type NationalAddressBoxName =
  'buildingNumber' | 'street' | 'district' | 'city' | 'postalCode' | 'additionalNumber';

/**
 * One box as the design system lays it out: its words, and how it is typed (numbers and Latin
 * names left to right, Arabic names as written). The app binds it to its form and adds its limits.
 */
export interface TaxProfileBox {
  name: TaxProfileBoxName;
  label: string;
  hint?: string;
  kind: 'text' | 'select';
  dir: 'ltr' | 'auto';
  inputMode?: 'numeric';
  autoComplete: string;
  placeholder?: string;
}

export interface TaxProfileFormTexts {
  sections: {
    seller: string;
    registration: { title: string; description: string };
    address: { title: string; description: string };
    issuer: string;
  };
  boxes: Record<TaxProfileBoxName, { label: string; hint?: string }>;
}

type BoxShape = Omit<TaxProfileBox, 'label' | 'hint'>;

const SHAPES: Record<TaxProfileBoxName, BoxShape> = {
  legalNameAr: { name: 'legalNameAr', kind: 'text', dir: 'auto', autoComplete: 'organization' },
  legalNameEn: { name: 'legalNameEn', kind: 'text', dir: 'ltr', autoComplete: 'off' },
  vatNumber: {
    name: 'vatNumber',
    kind: 'text',
    dir: 'ltr',
    inputMode: 'numeric',
    autoComplete: 'off',
    placeholder: '3XXXXXXXXXXXXX3',
  },
  commercialRegistration: {
    name: 'commercialRegistration',
    kind: 'text',
    dir: 'ltr',
    inputMode: 'numeric',
    autoComplete: 'off',
  },
  buildingNumber: {
    name: 'buildingNumber',
    kind: 'text',
    dir: 'ltr',
    inputMode: 'numeric',
    autoComplete: 'off',
  },
  street: { name: 'street', kind: 'text', dir: 'auto', autoComplete: 'off' },
  district: { name: 'district', kind: 'text', dir: 'auto', autoComplete: 'off' },
  city: { name: 'city', kind: 'text', dir: 'auto', autoComplete: 'off' },
  postalCode: {
    name: 'postalCode',
    kind: 'text',
    dir: 'ltr',
    inputMode: 'numeric',
    autoComplete: 'off',
  },
  additionalNumber: {
    name: 'additionalNumber',
    kind: 'text',
    dir: 'ltr',
    inputMode: 'numeric',
    autoComplete: 'off',
  },
  issuingBranch: { name: 'issuingBranch', kind: 'select', dir: 'auto', autoComplete: 'off' },
};

/** The address parts in the order the Saudi national address card gives them. */
export const NATIONAL_ADDRESS_BOXES: readonly NationalAddressBoxName[] = [
  'buildingNumber',
  'street',
  'district',
  'city',
  'postalCode',
  'additionalNumber',
];

function boxOf(
  name: TaxProfileBoxName,
  texts: Pick<TaxProfileFormTexts, 'boxes'>['boxes'],
): TaxProfileBox {
  return { ...SHAPES[name], ...texts[name] };
}

const GRID = 'grid gap-5 sm:grid-cols-2';

export interface NationalAddressFieldsProps {
  boxes: Pick<TaxProfileFormTexts, 'boxes'>['boxes'];
  /** The app's box for each part, bound to its form. */
  renderBox: (box: TaxProfileBox) => ReactNode;
  className?: string;
}

/** The six parts of a national address, two to a row on a wide screen. */
export function NationalAddressFields({ boxes, renderBox, className }: NationalAddressFieldsProps) {
  return (
    <div className={cn(GRID, className)}>
      {NATIONAL_ADDRESS_BOXES.map((name) => (
        <div key={name} className="min-w-0">
          {renderBox(boxOf(name, boxes))}
        </div>
      ))}
    </div>
  );
}

export interface TaxProfileFormProps {
  texts: TaxProfileFormTexts;
  renderBox: (box: TaxProfileBox) => ReactNode;
  /** What an invoice still needs, above the boxes. */
  status?: ReactNode;
  className?: string;
}

/**
 * The company's tax profile as ZATCA needs the seller: its legal names, its VAT number and
 * commercial registration, its national address, and the branch its invoices name. The design
 * system lays the boxes out and words them; the app binds each to its form (`renderBox`).
 */
export function TaxProfileForm({ texts, renderBox, status, className }: TaxProfileFormProps) {
  const box = (name: TaxProfileBoxName) => renderBox(boxOf(name, texts.boxes));
  return (
    <div className={cn('flex flex-col gap-8', className)}>
      {status}
      <FormSection title={texts.sections.seller}>
        <div className={GRID}>
          {box('legalNameAr')}
          {box('legalNameEn')}
        </div>
      </FormSection>
      <FormSection
        title={texts.sections.registration.title}
        description={texts.sections.registration.description}
      >
        <div className={GRID}>
          {box('vatNumber')}
          {box('commercialRegistration')}
        </div>
      </FormSection>
      <FormSection
        title={texts.sections.address.title}
        description={texts.sections.address.description}
      >
        <NationalAddressFields boxes={texts.boxes} renderBox={renderBox} />
      </FormSection>
      <FormSection title={texts.sections.issuer}>
        <div className="sm:w-1/2 sm:pe-2.5">{box('issuingBranch')}</div>
      </FormSection>
    </div>
  );
}
