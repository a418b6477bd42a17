/** Analytics limits shared by the API's schema and the storefront's tracker (no zod). */

/** Events in one request; the tracker sends more as several beacons. */
export const MAX_EVENTS_PER_BATCH = 50;
/** The largest request body of `/event/save`, in bytes (a real batch is a few KiB). */
export const EVENT_BODY_LIMIT = 64 * 1024;
/** device_id and session_id (spec §9): 32 random letters and digits. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9]{32}$/;
/** What the storefront records; other names are refused, so the table holds only known kinds. */
export const EVENT_TYPE_PATTERN = /^[a-z][a-z0-9_]{1,39}$/;
export const MAX_URL = 1000;
export const MAX_LIST = 50;
export const MAX_ID = 64;
