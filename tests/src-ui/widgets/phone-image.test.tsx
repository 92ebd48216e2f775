import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useEffect } from 'react';
import { aspectRatioOf, normaliseDegrees } from '../../../src-ui/widgets/image-upload/image-edit-result';
import {
  isLargeEnough,
  MIN_IMAGE_HEIGHT,
  MIN_IMAGE_WIDTH,
} from '../../../src-ui/widgets/image-upload/image-size';
import { ImageUpload } from '../../../src-ui/widgets/image-upload/ImageUpload';
import { PhoneInput } from '../../../src-ui/widgets/phone-input/PhoneInput';
import { renderWidget } from './render-widget';

const cropper = {
  zoom: jest.fn(),
  rotate: jest.fn(),
  setAspectRatio: jest.fn(),
  getCroppedCanvas: jest.fn(() => ({
    toDataURL: () => 'data:image/png;base64,AAAA',
    toBlob: (callback: (blob: Blob) => void) => callback(new Blob(['x'], { type: 'image/png' })),
  })),
};

// cropperjs needs a canvas and layout, which jsdom has not; the editor is tested against its API.
jest.mock('react-cropper', () => ({
  Cropper: forwardRef(function FakeCropper(
    props: { onInitialized: (instance: unknown) => void; alt: string },
    _ref,
  ) {
    useEffect(() => props.onInitialized(cropper), [props]);
    return <img alt={props.alt} />;
  }),
}));

let nextImageSize = { width: 300, height: 300 };
beforeAll(() => {
  Object.defineProperty(globalThis.Image.prototype, 'src', {
    set(this: HTMLImageElement) {
      Object.defineProperty(this, 'naturalWidth', { value: nextImageSize.width });
      Object.defineProperty(this, 'naturalHeight', { value: nextImageSize.height });
      setTimeout(() => this.onload?.(new Event('load')));
    },
  });
});

describe('PhoneInput', () => {
  it('formats the number as typed for the country and reports it in E.164 when valid', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWidget(<PhoneInput label="Mobile" country="US" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Mobile' })).toBeInTheDocument();
    const number = screen.getByLabelText('Phone number');
    await user.type(number, '2015550123');
    expect(number).toHaveValue('(201) 555-0123');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('+12015550123', 'US');
    expect(number).not.toHaveAttribute('aria-invalid');
  });

  it('says when the number is not valid for the country', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWidget(<PhoneInput label="Mobile" country="GB" onChange={onChange} />);
    const number = screen.getByLabelText('Phone number');
    await user.type(number, '12');
    await user.tab();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Enter a valid phone number for United Kingdom.');
    expect(onChange).toHaveBeenLastCalledWith(undefined, 'GB');
  });

  it('chooses the country in a combobox with dial codes, by typing', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWidget(<PhoneInput label="Mobile" country="US" onChange={onChange} />);
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('United States');
    await user.clear(country);
    await user.type(country, 'Fran');
    const option = await screen.findByRole('option', { name: /France \+33/ });
    await user.click(option);
    expect(country).toHaveValue('France');
    await user.type(screen.getByLabelText('Phone number'), '612345678');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('+33612345678', 'FR');
    // The country list is long (every country the phone library knows): slow on a busy machine.
  }, 20_000);
});

describe('ImageUpload', () => {
  const png = (name = 'me.png') => new File(['png'], name, { type: 'image/png' });

  it('has the spec minimum and checks it in both directions', () => {
    expect([MIN_IMAGE_WIDTH, MIN_IMAGE_HEIGHT]).toEqual([240, 240]);
    expect(isLargeEnough(240, 240)).toBe(true);
    expect(isLargeEnough(239, 400)).toBe(false);
    expect(isLargeEnough(400, 239)).toBe(false);
    expect(aspectRatioOf('square', 10, 5)).toBe(1);
    expect(aspectRatioOf('wide', 10, 5)).toBe(3);
    expect(aspectRatioOf('original', 10, 5)).toBe(2);
    expect(aspectRatioOf('original', 10, 0)).toBe(1);
    expect(normaliseDegrees(-90)).toBe(270);
    expect(normaliseDegrees(450)).toBe(90);
  });

  it('lists the accepted extensions and refuses a photo under 240 × 240 with both sizes', async () => {
    nextImageSize = { width: 200, height: 300 };
    const user = userEvent.setup();
    renderWidget(<ImageUpload label="Profile photo" onResult={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toHaveAccessibleDescription(
      'Accepted files: .jpg, .jpeg, .png, .gif, .webp. At least 240 × 240 pixels.',
    );
    await user.upload(screen.getByTestId('image-upload-input'), png());
    expect(await screen.findByText('The photo you uploaded is too small')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'It must be at least 240 × 240 pixels; this one is 200 × 300.',
    );
  });

  it('refuses a file of another type', async () => {
    renderWidget(<ImageUpload label="Profile photo" onResult={jest.fn()} />);
    const input = screen.getByTestId('image-upload-input');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(/This type of file is not accepted/)).toBeInTheDocument();
  });

  it('crops with shape, zoom 0.1 and rotation 90°, then hands back the result', async () => {
    nextImageSize = { width: 600, height: 400 };
    const user = userEvent.setup();
    const onResult = jest.fn();
    renderWidget(<ImageUpload label="Profile photo" onResult={onResult} />);
    await user.upload(screen.getByTestId('image-upload-input'), png('portrait.png'));
    expect(await screen.findByRole('img', { name: 'Photo to crop: portrait.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Square' }));
    expect(cropper.setAspectRatio).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('radio', { name: 'Banner 3:1' }));
    expect(cropper.setAspectRatio).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('radio', { name: 'Original' }));
    expect(cropper.setAspectRatio).toHaveBeenLastCalledWith(1.5);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(cropper.zoom).toHaveBeenLastCalledWith(0.1);
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(cropper.zoom).toHaveBeenLastCalledWith(-0.1);
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    expect(cropper.rotate).toHaveBeenCalledWith(90);
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(onResult).toHaveBeenCalled());
    const result = onResult.mock.calls[0][0];
    expect(result).toEqual({
      coords: { degrees: 180, rotation: 2 },
      base64Data: 'data:image/png;base64,AAAA',
      image: expect.any(File),
      fileName: 'portrait.png',
    });
    expect(result.image.name).toBe('portrait.png');
  });
});
