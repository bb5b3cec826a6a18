/**
 * Where the server runs with --expose-gc (node-flags.mjs), a full collection, at two
 * moments of a photo body, each some 20-50 ms on a rare path:
 *
 * - once the body has been read and parsed: the bytes read (the socket's chunks and the
 *   body they were joined into, 26 MB per 10 MB photo) are garbage then, but V8 would keep
 *   them until after the photo had been decoded beside them (9.5 MB) and inspected;
 * - once its request has been answered: a photo's base64 text (13 MB) lies in V8's old
 *   generation, freed only by a full collection, which V8 would otherwise put off until
 *   several photos had piled up.
 */
export function collectPhotoGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
