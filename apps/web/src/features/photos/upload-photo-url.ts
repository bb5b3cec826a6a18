/** Where one photo is sent as binary; it answers the id a request names it by. */
export const PHOTO_UPLOADS_URL = "/api/photos/uploads";
