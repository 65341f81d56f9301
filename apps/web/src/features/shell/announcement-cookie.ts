// The cookie that remembers which network announcement (CORA_AUCHAN) the visitor has already seen.
// Kept out of the client component so that the server layout reads the real string, not a client reference.
export const ANNOUNCEMENT_COOKIE = "CORA_AUCHAN_VU";
export const ANNOUNCEMENT_COOKIE_MAX_AGE_S = 183 * 24 * 60 * 60;
