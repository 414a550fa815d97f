import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import logo from '../../assets/story-images/logo-gear.svg';
import person from '../../assets/story-images/person-2.svg';
import { ImageInput } from './image-input';

const meta = {
  title: 'Composites/ImageInput',
  component: ImageInput,
  tags: ['autodocs'],
  args: { label: 'شعار الشركة', onChange: fn() },
  parameters: { visual: { ltr: true } },
} satisfies Meta<typeof ImageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small PNG drawn on the spot: a violet square with a white bar, the same every run. */
const samplePng = () =>
  new Promise<File>((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d');
    if (!context) return reject(new Error('No canvas'));
    context.fillStyle = '#6d3fd9';
    context.fillRect(0, 0, 96, 96);
    context.fillStyle = '#ffffff';
    context.fillRect(24, 40, 48, 16);
    canvas.toBlob((blob) =>
      blob ? resolve(new File([blob], 'logo.png', { type: 'image/png' })) : reject(new Error()),
    );
  });

// The file input's `accept` would filter refused files before they reach the component; the
// stories hand them over anyway to show the component's own check (as a drop would).
const user = userEvent.setup({ applyAccept: false });
const fileInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/شعار الشركة/) as HTMLInputElement;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAccessibleName('شعار الشركة اختيار صورة');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(input).toHaveAccessibleDescription(/2 ميغابايت/);
  },
};

export const WithCurrentImage: Story = { args: { currentImageUrl: logo } };

export const ChoosingShowsAPreview: Story = {
  play: async ({ canvasElement, args }) => {
    const file = await samplePng();
    await user.upload(fileInput(canvasElement), file);
    // The file is checked by its content first: a moment's read.
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(file));
    // The preview follows on the next render.
    await waitFor(() =>
      expect(canvasElement.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/),
    );
    await expect(within(canvasElement).getByText('تغيير الصورة')).toBeInTheDocument();
  },
};

export const RefusesAnotherType: Story = {
  play: async ({ canvasElement, args }) => {
    const pdf = new File(['%PDF-1.7'], 'كتالوج-القطع.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(canvasElement), pdf);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'هذا الملف ليس صورة صالحة',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(fileInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A document renamed logo.png (named and typed as a PNG) is refused by its content, at once. */
export const RefusesAFileThatIsNotAPicture: Story = {
  parameters: { visual: { disable: true } }, // the same picture as RefusesAnotherType
  play: async ({ canvasElement, args }) => {
    const renamed = new File(['قائمة أسعار قطع الغيار'], 'logo.png', { type: 'image/png' });
    await user.upload(fileInput(canvasElement), renamed);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'هذا الملف ليس صورة صالحة بصيغة JPEG أو PNG أو WebP',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const RefusesOverTwoMegabytes: Story = {
  args: { currentImageUrl: logo },
  play: async ({ canvasElement, args }) => {
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'صورة-كبيرة.png', {
      type: 'image/png',
    });
    await user.upload(fileInput(canvasElement), big);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'أكبر من 2 ميغابايت',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    // The saved picture stays.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', logo);
  },
};

export const RemovingThePicture: Story = {
  args: { currentImageUrl: logo },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إزالة الصورة' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByText('اختيار صورة')).toBeInTheDocument();
  },
};

/** Where saving cannot clear a picture: only a newly chosen file can be taken back. */
export const SavedPictureKept: Story = {
  args: { currentImageUrl: logo, currentRemovable: false },
  parameters: { visual: { disable: true } }, // WithCurrentImage without its remove button
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'إزالة الصورة' })).toBeNull();
    await user.upload(fileInput(canvasElement), await samplePng());
    await waitFor(() =>
      expect(canvasElement.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'إزالة الصورة' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', logo));
    await expect(canvas.queryByRole('button', { name: 'إزالة الصورة' })).toBeNull();
    await expect(canvas.getByText('تغيير الصورة')).toBeInTheDocument();
  },
};

export const FormError: Story = {
  args: { error: 'يرجى تحميل الشعار', touched: true, required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('يرجى تحميل الشعار');
  },
};

export const PersonPhoto: Story = {
  args: { label: 'الصورة الشخصية', shape: 'circle', currentImageUrl: person },
};

export const Disabled: Story = {
  args: { disabled: true, currentImageUrl: logo },
  parameters: { visual: { ltr: false } },
};

export const English: Story = {
  args: {
    label: 'Company logo',
    hint: 'JPEG, PNG or WebP, up to 2 MB',
    chooseLabel: 'Choose image',
    replaceLabel: 'Change image',
    removeLabel: 'Remove image',
    currentImageUrl: logo,
  },
  globals: { dir: 'ltr' },
  parameters: { visual: { ltr: false } },
};

export const MobileWidth: Story = {
  args: { currentImageUrl: logo },
  parameters: { visual: { width: 390, ltr: false } },
};
