/** The largest image a visitor may upload (an event's poster), for the browser's check and the server's. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
