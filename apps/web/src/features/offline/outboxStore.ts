import type { Submission } from "./submission";

const DATABASE = "uplink-outbox";
const STORE = "submissions";

let opened: Promise<IDBDatabase> | null = null;

/** The outbox's IndexedDB database (Blobs and all), opened once per page. */
function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB unavailable"));
  });
  opened.catch(() => {
    opened = null;
  });
  return opened;
}

async function inStore<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = act(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB failed"));
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB aborted"));
  });
}

/** Every kept submission, oldest first. */
export async function storedSubmissions(): Promise<Submission[]> {
  const all = await inStore("readonly", (store) => store.getAll() as IDBRequest<Submission[]>);
  return all.sort((a, b) => a.createdAt - b.createdAt);
}

export async function storeSubmission(submission: Submission): Promise<void> {
  await inStore("readwrite", (store) => store.put(submission));
}

export async function forgetSubmission(key: string): Promise<void> {
  await inStore("readwrite", (store) => store.delete(key));
}
