import { PRODUCT_MESSAGES, type ProductImage } from '@littleloom/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
/*
 * The cropper is part of the admin chunk, not a lazy chunk of its own: with this bundler
 * (rolldown 1.2), any dynamic import made from inside the lazy admin chunk splits React Router
 * and TanStack Query out of the shop's first download, which then grows by ~1.7 kB gzip.
 * CropDialog imports nothing but React, react-easy-crop and crop-image.ts so that it can become
 * lazy once the `import()` lives in a module of the shop's entry chunk (e.g. one exported from
 * app/routes.tsx); measured that way, the first download stays as it is.
 */
import { CropDialog } from './CropDialog';

/** A product has at most six pictures (the server's limit, PRODUCT_MESSAGES.tooManyImages). */
export const MAX_PRODUCT_IMAGES = 6;
/** Each upload may be 5 MB at most (PRODUCT_MESSAGES.imageTooLarge). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** back-office.md §9: new previews at most 200 px, existing images 150 px. */
const PREVIEW_PX = 200;
const EXISTING_PX = 150;

/** A cropped picture waiting to be uploaded with the form. */
export interface NewImage {
  key: string;
  file: File;
  /** An object URL of `file` for the preview; revoked when the picture goes. */
  url: string;
}

interface PendingCrop {
  file: File;
  src: string;
}

interface ImageFieldProps {
  /** The pictures the product has now (edit form). */
  existing?: readonly ProductImage[];
  onRemoveExisting?: (image: ProductImage, index: number) => void;
  /** The public_id being removed, while its call is in flight. */
  removingId?: string | null;
  images: readonly NewImage[];
  onChange: (images: NewImage[]) => void;
  /** The form's complaint about the pictures (none, too many), in the spec's words. */
  error?: string | undefined;
}

let sequence = 0;

/**
 * The pictures of a product form (back-office.md §2): choose one or more images; each opens a
 * square crop in turn and its cropped version joins the previews, each with a remove button.
 * Files that are not images, and any beyond the sixth picture, are refused with the spec's words.
 */
export function ImageField({
  existing = [],
  onRemoveExisting,
  removingId = null,
  images,
  onChange,
  error,
}: ImageFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [queue, setQueue] = useState<PendingCrop[]>([]);
  const [queueSize, setQueueSize] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);

  const count = existing.length + images.length;
  const room = MAX_PRODUCT_IMAGES - count - queue.length;

  // Object URLs live until their picture goes; whatever is left goes with the form.
  const live = useRef<{ images: readonly NewImage[]; queue: PendingCrop[] }>({ images, queue });
  useEffect(() => {
    live.current = { images, queue };
  });
  useEffect(
    () => () => {
      for (const image of live.current.images) URL.revokeObjectURL(image.url);
      for (const pending of live.current.queue) URL.revokeObjectURL(pending.src);
    },
    [],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // The same file can be chosen again later (after removing it, say).
    event.target.value = '';
    if (chosen.length === 0) return;

    const pictures = chosen.filter((file) => file.type.startsWith('image/'));
    const problems: string[] = [];
    if (pictures.length < chosen.length) problems.push(PRODUCT_MESSAGES.imageType);
    const accepted = pictures.slice(0, Math.max(room, 0));
    if (accepted.length < pictures.length) problems.push(PRODUCT_MESSAGES.tooManyImages);
    setNotice(problems.length > 0 ? problems.join(' ') : null);
    if (accepted.length === 0) return;

    const pending = accepted.map((file) => ({ file, src: URL.createObjectURL(file) }));
    setQueue((current) => [...current, ...pending]);
    setQueueSize((size) => (queue.length === 0 ? pending.length : size + pending.length));
  };

  const finishCrop = (cropped: File | null) => {
    const [done, ...rest] = queue;
    if (done) URL.revokeObjectURL(done.src);
    setQueue(rest);
    if (rest.length === 0) setQueueSize(0);
    if (!cropped) return;
    if (cropped.size > MAX_IMAGE_BYTES) {
      setNotice(PRODUCT_MESSAGES.imageTooLarge);
      return;
    }
    sequence += 1;
    onChange([
      ...images,
      { key: `new-${sequence}`, file: cropped, url: URL.createObjectURL(cropped) },
    ]);
  };

  const removeNew = (image: NewImage) => {
    URL.revokeObjectURL(image.url);
    setNotice(null);
    onChange(images.filter((i) => i.key !== image.key));
  };

  const current = queue[0];
  const shownError = error ?? notice ?? undefined;
  const full = room <= 0;

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="sr-only">Images</legend>
      <p id={hintId} className="text-sm text-slate-600">
        Up to {MAX_PRODUCT_IMAGES} pictures: JPEG, PNG, WebP, GIF or AVIF. Each opens a square crop.
        The first picture is the one shoppers see in the shop.
      </p>

      {existing.length > 0 ? (
        <div>
          <p className="mb-2 text-xs font-bold tracking-wide text-slate-600 uppercase">
            Current pictures
          </p>
          <ul className="flex flex-wrap gap-3">
            {existing.map((image, index) => (
              <li key={image.public_id} className="relative">
                <img
                  src={image.thumbnailUrl}
                  width={EXISTING_PX}
                  height={EXISTING_PX}
                  alt={`Picture ${index + 1}`}
                  className={`size-[150px] rounded-lg border border-slate-200 bg-slate-100 object-cover ${removingId === image.public_id ? 'opacity-40' : ''}`}
                />
                {onRemoveExisting ? (
                  <RemoveButton
                    label={`Remove picture ${index + 1}`}
                    busy={removingId === image.public_id}
                    onClick={() => onRemoveExisting(image, index)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {images.length > 0 ? (
        <div>
          {existing.length > 0 ? (
            <p className="mb-2 text-xs font-bold tracking-wide text-slate-600 uppercase">
              New pictures
            </p>
          ) : null}
          <ul className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            {images.map((image, index) => (
              <li key={image.key} className="relative w-full max-w-[200px] sm:w-[200px]">
                <img
                  src={image.url}
                  width={PREVIEW_PX}
                  height={PREVIEW_PX}
                  alt={`New picture ${index + 1}`}
                  className="aspect-square w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
                />
                <RemoveButton
                  label={`Remove new picture ${index + 1}`}
                  onClick={() => removeNew(image)}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          onChange={choose}
          disabled={full}
          aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={Boolean(shownError)}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={
            'inline-flex min-h-10 cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-dashed border-slate-400 bg-white px-4 text-sm font-bold text-slate-800 ' +
            'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-coral-strong hover:border-slate-600 hover:bg-slate-50 ' +
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-60'
          }
        >
          Choose images
        </label>
        <span className="text-sm text-slate-600 tabular-nums">
          {count} of {MAX_PRODUCT_IMAGES}
        </span>
      </div>

      {shownError ? (
        <p id={errorId} className="text-sm font-bold text-red-700">
          {shownError}
        </p>
      ) : null}

      {current ? (
        <CropDialog
          key={current.src}
          file={current.file}
          src={current.src}
          position={{ index: queueSize - queue.length + 1, count: queueSize }}
          onCropped={(file) => finishCrop(file)}
          onCancel={() => finishCrop(null)}
          unreadableMessage={PRODUCT_MESSAGES.imageType}
        />
      ) : null}
    </fieldset>
  );
}

function RemoveButton({
  label,
  busy = false,
  onClick,
}: {
  label: string;
  busy?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-label={label}
      title={label}
      className="absolute top-1.5 right-1.5 inline-flex size-8 items-center justify-center rounded-full bg-white/95 text-red-700 shadow ring-1 ring-slate-300 hover:bg-red-700 hover:text-white disabled:opacity-60"
    >
      {/* Drawn here rather than imported: sharing the shop's icon would split it out of the
          shop's first download into a chunk of its own. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width={16}
        height={16}
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
      >
        <path d="m6 6 12 12M18 6 6 18" />
      </svg>
    </button>
  );
}
