import sharp from 'sharp';

export type TestImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** A real, small image of the given format, made by sharp (for upload tests). */
export async function makeImage(format: TestImageFormat, size = { width: 24, height: 16 }): Promise<Buffer> {
  const image = sharp({ create: { ...size, channels: 3, background: { r: 200, g: 30, b: 40 } } });
  return image.toFormat(format).toBuffer();
}

/** A File as a browser form would send it. */
export function fileOf(bytes: Buffer | string, name: string, type: string): File {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes);
  return new File([data], name, { type });
}

/** A multipart body with one file field (and optional text fields). */
export function formWith(field: string, file: File | null, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set(field, file);
  return form;
}
