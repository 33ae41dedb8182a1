import { existsSync } from 'node:fs';
import { ConfigError, loadBackupConfig } from './config';
import { copyImages } from './modules/media/copy-images';
import { DiskImageStorage, imageStorageFor } from './platform/storage';

/**
 * `npm run images:to-bucket` (scripts/images-to-bucket.mjs): copies the images of DATA_DIR/uploads
 * into the bucket of S3_BUCKET, once, when a shop moves its images there. Safe to run again: what
 * the bucket already holds is skipped. Needs no database, and may run while the shop serves.
 */
const say = (line: string) => void process.stdout.write(`${line}\n`);

/** A refusal worth one line, without a stack. */
class Refused extends Error {}

const oneLine = (error: unknown): string => {
  const text =
    error instanceof Error
      ? error.message || (error as NodeJS.ErrnoException).code || error.name
      : String(error);
  return text.replace(/\s+/g, ' ').trim();
};

async function copyToBucket(): Promise<void> {
  const config = loadBackupConfig();
  if (config.images.storage.kind !== 's3') {
    throw new Refused(
      'S3_BUCKET is not set: set S3_BUCKET, S3_ENDPOINT (or S3_REGION for AWS) and the keys to the bucket the images go to.',
    );
  }
  const from = new DiskImageStorage(config.dataDir);
  if (!existsSync(from.location)) {
    throw new Refused(
      `There is no folder ${from.location}: set DATA_DIR to the data folder of the shop whose images are to be copied.`,
    );
  }
  const to = await imageStorageFor(config.images.storage);
  let counts;
  try {
    counts = await copyImages(from, to);
  } catch (error) {
    throw new Refused(`Could not copy the images into ${to.location}: ${oneLine(error)}`);
  }
  say(
    `Copied ${counts.copied} ${counts.copied === 1 ? 'image' : 'images'} from ${from.location} into ${to.location}; ${counts.alreadyThere} ${counts.alreadyThere === 1 ? 'was' : 'were'} there already.`,
  );
}

copyToBucket().then(
  () => process.exit(0),
  (error: unknown) => {
    const expected = error instanceof Refused || error instanceof ConfigError;
    console.error(expected ? (error as Error).message : error);
    process.exit(1);
  },
);
