import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { ListedObject, PhotoStore, StoredObject } from "./photo-store";

/** PHOTO_STORE=s3: where the bucket is and who may use it. */
export interface S3Settings {
  /** S3_ENDPOINT, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO's address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * S3_FORCE_PATH_STYLE: `endpoint/bucket/key` rather than `bucket.endpoint/key`, as
   * MinIO and most servers of one's own need.
   */
  forcePathStyle: boolean;
}

/** Objects of the bucket live under this prefix, as files live under DATA_DIR/photos. */
const PREFIX = "photos/";

/** How long to wait for a connection to the store, and for a silent one to answer. */
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Photos as objects `photos/<key>` of an S3-compatible bucket (AWS S3, MinIO, Cloudflare
 * R2…): the store every instance of a fleet shares (PHOTO_STORE=s3). The credentials
 * need GetObject, PutObject, DeleteObject and ListBucket on the bucket; without
 * ListBucket a missing object reads as forbidden instead of absent.
 */
export class S3PhotoStore implements PhotoStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    settings: S3Settings,
    /** Objects per listing request: S3 answers at most 1000; tests ask for fewer. */
    private readonly listPageSize = 1000,
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      // Checksums only where S3 requires them: several S3-compatible servers refuse the
      // SDK's default checksum trailers on every upload.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      requestHandler: {
        connectionTimeout: CONNECTION_TIMEOUT_MS,
        requestTimeout: REQUEST_TIMEOUT_MS,
      },
    });
  }

  /**
   * Keys name their content, so two writers of one key write the same bytes, and a PUT
   * racing another leaves the object whole either way. Asking first spares uploading a
   * photo the bucket already has.
   */
  async writeOnce(key: string, bytes: Buffer): Promise<boolean> {
    if (await this.has(key)) return false;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: PREFIX + key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentTypeOf(key),
      }),
    );
    return true;
  }

  async read(key: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: PREFIX + key }),
      );
      // In Node the SDK answers an http.IncomingMessage, a Readable.
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
        throw new Error(`the photo store answered ${key} without a readable body and size`);
      }
      return { body: object.Body, byteSize: object.ContentLength };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** S3 answers a deletion alike whether the object was there, so it is asked first. */
  async remove(key: string): Promise<boolean> {
    if (!(await this.has(key))) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: PREFIX + key }));
    return true;
  }

  async *list(): AsyncIterable<ListedObject> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: PREFIX,
          MaxKeys: this.listPageSize,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined || object.LastModified === undefined) continue;
        yield { key: object.Key.slice(PREFIX.length), lastModified: object.LastModified };
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken !== undefined);
  }

  /** Closes the client's connections, for a process that is done with the store. */
  destroy(): void {
    this.client.destroy();
  }

  private async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: PREFIX + key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }
}

/**
 * No such object: NoSuchKey for a GET, a bare 404 for a HEAD, which has no body to name
 * it. A missing bucket is an error of the configuration, never an absent photo.
 */
function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    error.$metadata.httpStatusCode === 404 &&
    error.name !== "NoSuchBucket"
  );
}

/** For those who look into the bucket; the server answers with the type of its own row. */
function contentTypeOf(key: string): string {
  if (key.endsWith(".png")) return "image/png";
  if (key.endsWith(".jpg")) return "image/jpeg";
  return "application/octet-stream";
}
