import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CropDialog } from './CropDialog';
import { initialCropArea } from './crop-image';
import { pictureFile, stubImageTools } from './testing';

/** react-easy-crop needs real layout; this stand-in reports a crop area as the real one does. */
const cropperProps = vi.hoisted(() => ({ last: null as Record<string, unknown> | null }));
vi.mock('react-easy-crop', async () => {
  const { useEffect } = await import('react');
  return {
    default: function FakeCropper(props: {
      initialCroppedAreaPercentages?: unknown;
      onCropComplete?: (percent: unknown, pixels: unknown) => void;
    }) {
      cropperProps.last = props as Record<string, unknown>;
      const { onCropComplete } = props;
      useEffect(() => {
        onCropComplete?.(
          { x: 10, y: 10, width: 80, height: 80 },
          { x: 160, y: 60, width: 480, height: 480 },
        );
      }, [onCropComplete]);
      return <div data-testid="cropper" />;
    },
  };
});

afterEach(() => vi.restoreAllMocks());

describe('the starting crop', () => {
  it('is the middle 80% of a square picture, and a centred square on any other', () => {
    expect(initialCropArea(1000, 1000)).toEqual({ x: 10, y: 10, width: 80, height: 80 });
    const wide = initialCropArea(900, 600);
    // 480 px square: 80% of the height, centred across.
    expect((wide.width / 100) * 900).toBeCloseTo(480);
    expect((wide.height / 100) * 600).toBeCloseTo(480);
    expect((wide.x / 100) * 900).toBeCloseTo(210);
    expect((wide.y / 100) * 600).toBeCloseTo(60);
    const tall = initialCropArea(600, 900);
    expect((tall.width / 100) * 600).toBeCloseTo(480);
    expect((tall.height / 100) * 900).toBeCloseTo(480);
  });
});

describe('crop dialog', () => {
  it('opens square on the middle 80% and hands back the crop as an image file', async () => {
    const { drawImage } = stubImageTools();
    const onCropped = vi.fn();
    const user = userEvent.setup();
    render(
      <CropDialog
        file={pictureFile('Bunny Romper.png')}
        src="blob:http://localhost/picture"
        onCropped={onCropped}
        onCancel={() => undefined}
        unreadableMessage="Please upload an image file (JPEG, PNG, WebP, GIF or AVIF)"
      />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Crop image' });
    // The stand-in picture is 800 × 600: the start is a centred square, 80% of its height.
    await waitFor(() =>
      expect(cropperProps.last).toMatchObject({
        aspect: 1,
        initialCroppedAreaPercentages: { x: 20, y: 10, width: 60, height: 80 },
      }),
    );
    expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Use this crop' }));

    await waitFor(() => expect(onCropped).toHaveBeenCalledTimes(1));
    const file = onCropped.mock.calls[0]?.[0] as File;
    expect(file).toBeInstanceOf(File);
    expect(file.type).toBe('image/webp');
    expect(file.name).toBe('Bunny-Romper-square.webp');
    // The chosen square of the source, drawn onto a square canvas.
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 160, 60, 480, 480, 0, 0, 480, 480);
  });

  it('adds nothing on Cancel', async () => {
    stubImageTools();
    const onCropped = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    render(
      <CropDialog
        file={pictureFile()}
        src="blob:http://localhost/picture"
        position={{ index: 2, count: 3 }}
        onCropped={onCropped}
        onCancel={onCancel}
        unreadableMessage="unreadable"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Crop image 2 of 3' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onCropped).not.toHaveBeenCalled();
  });
});
