/**
 * Whether this browser logged in to the family page: the session itself is an HttpOnly cookie the
 * page cannot read, so this flag only spares a request (and a flash of 'Загружаем…') for a visitor
 * who never logged in. The server's answer decides; a 401 clears the flag.
 */
const KEY = 'academy.family';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberedLogin(): boolean {
  return storage()?.getItem(KEY) === '1';
}

export function rememberLogin(): void {
  storage()?.setItem(KEY, '1');
}

export function forgetLogin(): void {
  storage()?.removeItem(KEY);
}
