import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { CROP_ASPECT, cropToFile, initialCropArea, loadImage, type CropArea } from './crop-image';

export interface CropDialogProps {
  /** The picture as chosen, and an object URL of it (the caller owns and revokes the URL). */
  file: File;
  src: string;
  /** Which of how many chosen pictures this is ("2 of 3"), when several were chosen at once. */
  position?: { index: number; count: number } | undefined;
  /** The square crop, drawn to a canvas, as a file. */
  onCropped: (file: File) => void;
  /** Cancel, Escape or an unreadable picture: nothing is added. */
  onCancel: () => void;
  /** What to say when the browser cannot read the file as a picture (the spec's words). */
  unreadableMessage: string;
}

/*
 * This file imports only React, react-easy-crop and crop-image.ts, on purpose: a chunk of its own
 * that shares nothing with the admin chunk can be loaded on demand without the bundler splitting
 * the shop's first download (see the note in ImageField.tsx). Hence the class names and the
 * dialog calls written out here rather than imported.
 */
const buttonBase =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-bold whitespace-nowrap ' +
  'transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60';
const primaryButtonClass = `${buttonBase} bg-coral-strong text-white hover:bg-coral-deep`;
const secondaryButtonClass = `${buttonBase} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

/**
 * The square crop for one chosen picture (back-office.md §2, §9: aspect 1, starting on the
 * middle 80%). A modal dialog: drag the picture (or use the arrow keys on the crop area) to
 * place it, zoom with the slider or the wheel, then "Use this crop".
 */
export function CropDialog({
  file,
  src,
  position,
  onCropped,
  onCancel,
  unreadableMessage,
}: CropDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const zoomId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The starting square depends on the picture's shape, so the cropper waits for its size.
  const [start, setStart] = useState<CropArea | null>(null);

  useEffect(() => {
    let current = true;
    loadImage(src).then(
      (image) => {
        if (current) setStart(initialCropArea(image.naturalWidth, image.naturalHeight));
      },
      () => {
        if (current) setProblem(unreadableMessage);
      },
    );
    return () => {
      current = false;
    };
  }, [src, unreadableMessage]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // showModal() keeps focus inside and puts it on the first control (jsdom lacks it).
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    };
  }, []);

  const onCropComplete = useCallback((_percent: Area, pixels: Area) => setArea(pixels), []);

  const cancel = () => {
    if (!busy) onCancel();
  };

  const confirm = async () => {
    if (!area) return;
    setBusy(true);
    setProblem(null);
    try {
      onCropped(await cropToFile(src, area, file.name));
    } catch {
      setProblem('This picture could not be cropped. Try another file.');
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      className="m-auto w-[min(36rem,calc(100vw-1.5rem))] rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <div>
          <h2 id={titleId} className="text-lg leading-snug font-bold">
            Crop image
            {position && position.count > 1 ? ` ${position.index} of ${position.count}` : ''}
          </h2>
          <p id={descriptionId} className="text-sm text-slate-600">
            Products show square pictures. Drag to place{' '}
            <span className="break-words">{file.name}</span>, zoom to fit, then use the crop.
          </p>
        </div>

        <div className="relative aspect-square w-full overflow-hidden rounded-lg bg-slate-900 sm:aspect-[4/3]">
          {start ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              aspect={CROP_ASPECT}
              initialCroppedAreaPercentages={start}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
              showGrid
              mediaProps={{
                alt: '',
                onError: () => setProblem(unreadableMessage),
              }}
              cropperProps={{
                role: 'group',
                'aria-label': 'Crop area: drag, or use the arrow keys, to move the picture',
              }}
            />
          ) : null}
        </div>

        <div className="flex items-center gap-3">
          <label htmlFor={zoomId} className="text-sm font-bold text-slate-800">
            Zoom
          </label>
          <input
            id={zoomId}
            type="range"
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
            aria-valuetext={`${Math.round(zoom * 100)}%`}
            className="h-10 flex-1 accent-coral-strong"
          />
        </div>

        {problem ? (
          <p role="alert" className="text-sm font-bold text-red-700">
            {problem}
          </p>
        ) : null}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={cancel} disabled={busy} className={secondaryButtonClass}>
            Cancel
          </button>
          <button
            type="button"
            onClick={() => void confirm()}
            disabled={busy || !area || problem === unreadableMessage}
            aria-busy={busy || undefined}
            className={primaryButtonClass}
          >
            {busy ? 'Cropping…' : 'Use this crop'}
          </button>
        </div>
      </div>
    </dialog>
  );
}
