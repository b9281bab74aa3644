/**
 * What other modules may call of documents, the storage below the check-in (docs/decisions/0024-module-borders.md).
 * The check-in decides who may upload or see what; documents keeps the bytes and the records.
 */

/** One line per view or download of an image or accepted term. */
export { logAccess } from './access-log';
/**
 * Image blobs: sealed bytes in the blob store, one row each in blobs, attached to a person when a check-in uses them;
 * scheduleBlobReseal re-seals every image under the current key while an old one is configured (main.ts, at start).
 */
export {
  type AttachedImage,
  attachBlobs,
  type BlobOwner,
  blobByKey,
  bookingBlobs,
  deleteBlob,
  deleteStoredObjects,
  readImage,
  scheduleBlobReseal,
  storeAttachedImages,
  storeImage,
} from './blobs';
/** What an upload goes through before it is stored. */
export { MAX_UPLOAD_BYTES, processImage } from './images';
/** Signed, expiring links to an image or an accepted term, bound to their viewer. */
export { imagePath, signPath, termPath, type Viewer, verifyPath } from './signing';
/** The terms a guest accepts, and the accepted records. */
export { acceptedTerm, acceptedTermsOfPersons, insertAcceptedTerm, termsFor } from './terms';
