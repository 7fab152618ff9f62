// The browser's Data Check visitor id: a random UUID kept in localStorage, so a signed-out
// visitor's free runs and past runs follow the browser, not an account.
const KEY = 'sortie.dataCheck.visitorId';

export function visitorId(): string {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored && /^[0-9a-f-]{36}$/i.test(stored)) return stored;
    const id = crypto.randomUUID();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}
