import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { images } from '../../db/schema.js';

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

export async function insertImage(
  db: Database,
  image: {
    id: string;
    companyId: string | null;
    contentType: string;
    bytes: Buffer;
    width: number;
    height: number;
  },
): Promise<void> {
  await db.insert(images).values({ ...image, byteSize: image.bytes.length });
}

export async function findImage(db: Database, id: string): Promise<StoredImage | null> {
  const [row] = await db
    .select({ contentType: images.contentType, bytes: images.bytes })
    .from(images)
    .where(eq(images.id, id))
    .limit(1);
  return row ?? null;
}
