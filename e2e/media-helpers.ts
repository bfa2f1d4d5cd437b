import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/**
 * Gives an editor's picture field a new photo the way the owner does it on a phone: the field's
 * MediaPicker, 'Загрузить новое' inside it, the alt text, 'Поставить это фото'. The photo is then a
 * library item and the field holds its id (the form's save, or the ad's own call, stores it).
 */
export async function uploadThroughPicker(page: Page, field: Locator, file: FilePayload, alt: string): Promise<void> {
  await field.getByRole('button', { name: /^Выбрать (из библиотеки|другое)$/ }).click();
  const dialog = page.locator('.media-dialog');
  await dialog.getByLabel('Загрузить новое').setInputFiles(file);
  // The upload is encoded on the server; the alt text's field appears once the item exists.
  await dialog.getByLabel('Описание для незрячих (alt)').fill(alt, { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Поставить это фото' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The picture a MediaPicker field shows as chosen. */
export function pickedPicture(field: Locator): Locator {
  return field.locator('.media-picker__thumb img');
}
