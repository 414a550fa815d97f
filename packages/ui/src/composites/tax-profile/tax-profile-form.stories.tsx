import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from '../../primitives/field/field';
import { Input } from '../../primitives/input/input';
import { Select } from '../../primitives/select/select';
import {
  NationalAddressFields,
  TaxProfileForm,
  type TaxProfileBox,
  type TaxProfileFormTexts,
} from './tax-profile-form';
import {
  ARABIC_TAX_PROFILE_TEXTS,
  ENGLISH_TAX_PROFILE_TEXTS,
  STORY_PROFILE_VALUES,
} from './tax-profile-story-data';

const textsOf = (globals: Record<string, unknown>): TaxProfileFormTexts =>
  globals['dir'] === 'ltr' ? ENGLISH_TAX_PROFILE_TEXTS : ARABIC_TAX_PROFILE_TEXTS;

/** A box as an app binds it: here plain inputs with a value, and the errors a story gives. */
function storyBox(values: Record<string, string>, errors: Record<string, string> = {}) {
  return function StoryBox(box: TaxProfileBox) {
    const error = errors[box.name];
    return (
      <Field label={box.label} hint={box.hint} error={error} touched={Boolean(error)}>
        {box.kind === 'select' ? (
          <Select
            options={[
              { id: 'none', value: '—' },
              { id: 'olaya', value: 'فرع الرياض - العليا' },
            ]}
            defaultValue="olaya"
          />
        ) : (
          <Input
            name={box.name}
            defaultValue={values[box.name] ?? ''}
            dir={box.dir}
            inputMode={box.inputMode}
            autoComplete={box.autoComplete}
            placeholder={box.placeholder}
            invalid={Boolean(error)}
          />
        )}
      </Field>
    );
  };
}

interface StoryArgs {
  values: Record<string, string>;
  errors: Record<string, string>;
}

function Profile({ values, errors, texts }: StoryArgs & { texts: TaxProfileFormTexts }) {
  return (
    <div className="mx-auto max-w-3xl rounded-xl bg-surface p-6 shadow-card">
      <TaxProfileForm texts={texts} renderBox={storyBox(values, errors)} />
    </div>
  );
}

const meta = {
  title: 'Composites/Tax profile/Tax profile form',
  component: Profile,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A company’s tax profile as ZATCA needs the seller on an invoice: legal names, VAT ' +
          'number and commercial registration, the national address (six parts, the numbers left ' +
          'to right), and the branch its invoices name. The design system lays out and words the ' +
          'boxes; the app binds each to its form through `renderBox` and adds its limits. ' +
          '`NationalAddressFields` is the address alone, for a branch’s own.',
      },
    },
  },
  args: { values: STORY_PROFILE_VALUES, errors: {}, texts: ARABIC_TAX_PROFILE_TEXTS },
  render: (args, { globals }) => <Profile {...args} texts={textsOf(globals)} />,
} satisfies Meta<typeof Profile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A complete profile with a long Arabic legal name; numbers typed left to right. */
export const Complete: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const texts = textsOf(globals);
    await expect(canvas.getByRole('group', { name: texts.sections.address.title })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: texts.boxes.postalCode.label }),
    ).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('textbox', { name: texts.boxes.legalNameAr.label })).toHaveValue(
      STORY_PROFILE_VALUES['legalNameAr'],
    );
  },
};

/** What the server refused, under each box it named. */
export const WithErrors: Story = {
  args: {
    values: { ...STORY_PROFILE_VALUES, vatNumber: '31012239350000', buildingNumber: '74' },
    errors: {
      vatNumber: 'الرقم الضريبي 15 رقمًا يبدأ بالرقم 3 وينتهي به',
      buildingNumber: 'رقم المبنى 4 أرقام',
    },
  },
  parameters: { visual: { width: 1440 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('رقم المبنى 4 أرقام')).toBeVisible();
  },
};

/** On a phone: one box a row. */
export const OnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args, { globals }) => (
    <div className="p-3">
      <div className="rounded-xl bg-surface p-4 shadow-card">
        <TaxProfileForm texts={textsOf(globals)} renderBox={storyBox(args.values, args.errors)} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** A branch's own address: the six parts alone, empty. */
export const BranchAddress: Story = {
  parameters: { visual: { width: 390 } },
  render: (_args, { globals }) => (
    <div className="mx-auto max-w-md rounded-xl bg-surface p-4 shadow-card">
      <NationalAddressFields boxes={textsOf(globals).boxes} renderBox={storyBox({})} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(6);
  },
};
